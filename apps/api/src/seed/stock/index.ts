import { IMOTOR } from '@kerb/domain/stock/stock-number';
import type { AssetType, VehicleCondition } from '@kerb/domain/enums/index';
import { SAMPLE_CATALOGUE_ROWS, SAMPLE_VEHICLE_MAKES } from '../vehicles/index';

// Sample stock feeds (docs/decisions/047): 24 cars on each sample dealer's yard, drawn from the sample
// vehicle catalogue (real makes and models, so the vehicle screen can fill from them), with SAMPLE stock
// numbers, prices, odometers and VINs ("SMP…", never a real car's). Deterministic, so the seed keys rows by
// stock number from one release to the next.

/** The newest build year the sample stock holds: cars on a yard this season. */
export const SAMPLE_STOCK_YEAR = 2025;
export const SAMPLE_STOCK_PER_DEALER = 24;
/** The generic integration the sample feeds use besides iMotor (GET /api/{integration}/{n}). */
export const SAMPLE_FEED = 'sampleFeed';

interface SampleDealer { partnerId: string; integration: string; prefix: string; assetTypes: readonly AssetType[] }

const CARS: AssetType[] = ['PASSENGER_VEHICLE', 'COMMERCIAL_VEHICLE_UNDER_4_5T'];
export const SAMPLE_STOCK_DEALERS: readonly SampleDealer[] = [
  { partnerId: 'demo', integration: IMOTOR, prefix: 'HM', assetTypes: CARS },
  { partnerId: 'demo-nz', integration: SAMPLE_FEED, prefix: 'SA', assetTypes: CARS },
  { partnerId: 'early-signup', integration: IMOTOR, prefix: 'EC', assetTypes: CARS },
  { partnerId: 'instant-lead', integration: IMOTOR, prefix: 'BA', assetTypes: CARS },
  { partnerId: 'test-drive', integration: IMOTOR, prefix: 'MT', assetTypes: CARS },
  { partnerId: 'split-test', integration: IMOTOR, prefix: 'LV', assetTypes: CARS },
  { partnerId: 'moto-campaign', integration: IMOTOR, prefix: 'TR', assetTypes: ['MOTORCYCLE'] },
  { partnerId: 'truckstop', integration: SAMPLE_FEED, prefix: 'BR', assetTypes: ['TRUCK', 'PRIME_MOVER', 'COMMERCIAL_VEHICLE_UNDER_4_5T'] },
];

export interface SampleStockRow {
  integration: string;
  stockNumber: string;
  partnerId: string;
  assetType: string;
  condition: VehicleCondition;
  price: number;
  make: string;
  model: string;
  variant: string;
  buildYear: number;
  title: string;
  vin: string;
  nvic: string;
  odometer: number;
}

const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const makeName = new Map(SAMPLE_VEHICLE_MAKES.map((m) => [m.code, m.name]));
/** A dollar figure as yards price cars: to the hundred, less ten. */
const yardPrice = (dollars: number) => Math.max(990, Math.round(dollars / 100) * 100 - 10);

function dealerStock(dealer: SampleDealer, dealerIndex: number): SampleStockRow[] {
  const rows = SAMPLE_CATALOGUE_ROWS.filter((r) => dealer.assetTypes.includes(r.assetType as AssetType));
  return Array.from({ length: SAMPLE_STOCK_PER_DEALER }, (_, i) => {
    const row = rows[(i * 7 + dealerIndex * 3) % rows.length]!;
    const lastYear = Math.min(row.yearTo ?? SAMPLE_STOCK_YEAR, SAMPLE_STOCK_YEAR);
    // One in five new, one in five a demonstrator, the rest used; a model no longer built is always used.
    const condition: VehicleCondition = row.yearTo !== null || i % 5 > 1 ? 'USED' : i % 5 === 0 ? 'NEW' : 'DEMO';
    const age = condition === 'USED' ? 1 + ((i * 3 + dealerIndex) % Math.max(1, Math.min(8, lastYear - row.yearFrom + 1))) : 0;
    const buildYear = Math.max(row.yearFrom, lastYear - age + (condition === 'USED' ? 1 : 0));
    const years = SAMPLE_STOCK_YEAR - buildYear;
    const odometer = condition === 'NEW' ? 10 + i : condition === 'DEMO' ? 1_500 + i * 120 : years * 14_000 + ((i * 3_517) % 9_000);
    const price = yardPrice(condition === 'NEW' ? row.newPrice : row.newPrice * 0.86 ** Math.max(1, years) - odometer * 0.04);
    const serial = String(i + 1).padStart(3, '0');
    const stockNumber = `${dealer.prefix}${String(buildYear).slice(-2)}${serial}`;
    const make = makeName.get(row.makeCode)!;
    return {
      integration: dealer.integration,
      stockNumber,
      partnerId: dealer.partnerId,
      assetType: row.assetType,
      condition,
      price,
      make,
      model: row.modelName,
      variant: row.variant,
      buildYear,
      title: [buildYear, make, row.modelName, row.variant === row.modelName ? '' : row.variant].filter(Boolean).join(' '),
      // "SMP" marks it sample; the model year's code in tenth place, as a VIN carries it.
      vin: `SMP${dealer.prefix}0STK${VIN_YEAR_CODES[(buildYear - 1980) % 30]}A${String(dealerIndex * 1000 + i + 1).padStart(6, '0')}`,
      nvic: row.nvic,
      odometer,
    };
  });
}

export const SAMPLE_STOCK_ROWS: readonly SampleStockRow[] = SAMPLE_STOCK_DEALERS.flatMap(dealerStock);

export interface SampleScanwareRow { qrId: string; partnerId: string; integration: string; stockNumber: string }

/** Three printed QR codes per sample dealer, on its first three cars: `{partner}-qr-1` … `-3`. */
export const SAMPLE_SCANWARE_ROWS: readonly SampleScanwareRow[] = SAMPLE_STOCK_DEALERS.flatMap((dealer) =>
  SAMPLE_STOCK_ROWS.filter((r) => r.partnerId === dealer.partnerId).slice(0, 3).map((r, i) => ({
    qrId: `${dealer.partnerId}-qr-${i + 1}`, partnerId: dealer.partnerId, integration: r.integration, stockNumber: r.stockNumber,
  })));
