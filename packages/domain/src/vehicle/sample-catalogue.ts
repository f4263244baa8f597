import type { AssetType } from '../enums/index';

// SAMPLE DATA. A small, fictional vehicle catalogue so the vehicle valuation works offline and in demos
// (docs/decisions/011). Makes, models, variants, NVIC codes, VINs and prices are invented; no figure here
// is a market valuation. A real provider is switched on by configuration (VEHICLE_DATA_URL).

export interface SampleVariant {
  /** NVIC (the industry's vehicle code), one per variant in this sample. */
  nvic: string;
  name: string;
  assetType: AssetType;
  /** Price when new, in whole dollars. */
  newPrice: number;
  /** First and last build year; no last year while the variant is still built. */
  years: { from: number; to?: number };
}

export interface SampleModel {
  code: string;
  name: string;
  variants: readonly SampleVariant[];
}

export interface SampleMake {
  code: string;
  name: string;
  models: readonly SampleModel[];
}

const car = (nvic: string, name: string, newPrice: number, from: number, to?: number): SampleVariant =>
  ({ nvic, name, assetType: 'PASSENGER_VEHICLE', newPrice, years: to === undefined ? { from } : { from, to } });

// Most sample partners' stock (partner/samples.ts "vehicles") is in here: SMP21A, SMP19B, SMPM01, SMPM02; the
// test drive's dealer cars are in the vehicle catalogue in the database (apps/api seed/vehicles).
export const SAMPLE_CATALOGUE: readonly SampleMake[] = [
  {
    code: 'SMPL',
    name: 'Sample Motors',
    models: [
      { code: 'SEDAN', name: 'Sedan', variants: [car('SMP21A', 'GX', 32_990, 2018, 2021), car('SMP21C', 'GXL', 37_490, 2018, 2021), car('SMP24H', 'Hybrid ZR', 44_990, 2022)] },
      { code: 'WAGON', name: 'Wagon', variants: [car('SMP19B', 'Sport', 41_990, 2016, 2019), car('SMP23W', 'Touring', 47_500, 2020)] },
      {
        code: 'UTE',
        name: 'Ute',
        variants: [
          { ...car('SMU23A', 'Workmate 4x2', 36_990, 2019), assetType: 'COMMERCIAL_VEHICLE_UNDER_4_5T' },
          { ...car('SMU23B', 'SR5 4x4', 58_990, 2019), assetType: 'COMMERCIAL_VEHICLE_UNDER_4_5T' },
        ],
      },
    ],
  },
  {
    code: 'SMOT',
    name: 'Sample Moto',
    models: [
      { code: 'ROADSTER', name: 'Roadster', variants: [{ ...car('SMPM01', '900', 16_490, 2020), assetType: 'MOTORCYCLE' }] },
      { code: 'ADVENTURE', name: 'Adventure', variants: [{ ...car('SMPM02', '1200', 27_990, 2021), assetType: 'MOTORCYCLE' }] },
    ],
  },
  {
    code: 'SCVN',
    name: 'Sample Caravans',
    models: [{ code: 'TOURER', name: 'Tourer', variants: [{ ...car('SMC20A', '18ft Family', 64_990, 2018), assetType: 'CARAVAN' }] }],
  },
];

/** Sample stock VINs and the NVIC each one is (the year comes from the VIN itself, vehicle/vin). */
export const SAMPLE_VINS: Readonly<Record<string, string>> = {
  SMPSDGX1XMA000121: 'SMP21A', // 2021 Sedan GX
  SMPWGSP1XKA000219: 'SMP19B', // 2019 Wagon Sport
  SMPMR9001RA000901: 'SMPM01', // 2024 Roadster 900
};
