// spec 1 §7, the stock calls (docs/decisions/047):
//   GET /api/iMotor/stockNumber/{n} or /api/{integration}/{n}  → a stock item
//   GET /api/scanware/id/{qrId}                                 → { stockNumber }
//   PUT /api/scanware/id/{qrId} { stockNumber }                 → the mapping (the partner only)
import { z } from 'zod/mini';
import { AssetType, VehicleCondition } from '../enums/index';
import { StockNumber } from '../stock/stock-number';

/** spec 1 §7 "stock item (condition, price, make, model, year, title, vin, nvic, odometer, iqPartnerId)". */
export const StockItem = z.object({
  stockNumber: z.string().check(z.minLength(1), z.maxLength(10)),
  condition: VehicleCondition,
  /** The price on the car, whole dollars. */
  price: z.number().check(z.int(), z.minimum(0), z.maximum(999_999)),
  make: z.string().check(z.minLength(1), z.maxLength(60)),
  model: z.string().check(z.minLength(1), z.maxLength(60)),
  variant: z.optional(z.string().check(z.maxLength(60))),
  year: z.number().check(z.int(), z.minimum(1900), z.maximum(2100)),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  vin: z.nullable(z.string().check(z.maxLength(20))),
  nvic: z.nullable(z.string().check(z.maxLength(20))),
  odometer: z.number().check(z.int(), z.minimum(0), z.maximum(9_999_999)),
  /** The dealer partner whose stock this is. */
  iqPartnerId: z.string().check(z.minLength(1), z.maxLength(80)),
  assetType: z.optional(AssetType),
});
export type StockItem = z.infer<typeof StockItem>;

export const ScanwareAnswer = z.object({ stockNumber: z.string() });
export type ScanwareAnswer = z.infer<typeof ScanwareAnswer>;

/** The operator names the partner when the QR code is new; a partner's own key already names it. */
export const ScanwarePutRequest = z.object({
  stockNumber: StockNumber,
  partnerId: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
});
export type ScanwarePutRequest = z.infer<typeof ScanwarePutRequest>;

/** What a PUT stored: the QR, the car it now points at and the partner whose stock it is. */
export const ScanwareMapping = z.object({ qrId: z.string(), stockNumber: z.string(), partnerId: z.string(), integration: z.string() });
export type ScanwareMapping = z.infer<typeof ScanwareMapping>;

/** Optional query of the stock calls: the partner asking, so one dealer's number never finds another's car. */
export const StockLookupQuery = z.object({ partnerId: z.optional(z.string().check(z.minLength(1), z.maxLength(80))) });

/** GET /api/scanware/id/{qrId}: the car a printed QR code points at. */
export const ScanwareLookupResponse = z.omit(ScanwareMapping, { qrId: true });

/** POST /api/admin/partners/{id}/keys: a new partner key, shown once (only its hash is kept). */
export const PartnerKeyResponse = z.object({ partnerId: z.string(), key: z.string(), header: z.literal('x-kerb-partner-key') });
