import type { AuState, NzRegion } from '@kerb/domain';

// SAMPLE DATA. Fictional businesses for demos and offline use: every name is made up (bunyips, drop bears
// and the like), numbers are generated with valid check digits (sample-register.ts) but belong to no real
// business. Dates are months before today, so a "young" business stays younger than 2 years (spec 1 §5
// "Business age") whenever the demo runs.

export type AuKind = 'sole' | 'company' | 'trust' | 'partnership';
export type NzKind = 'LTD' | 'SoleTrader' | 'Partnership' | 'Trading_Trust';

export interface AuSampleRow {
  name: string;
  kind: AuKind;
  state: AuState;
  postcode: string;
  /** Months since the ABN was registered. */
  since: number;
  /** Months since GST registration, null when not registered. */
  gst: number | null;
  /** Months since the ABN was cancelled. */
  cancelled?: number;
  /** A registered business name beside the entity's. */
  businessName?: string;
}

export interface NzSampleRow {
  name: string;
  kind: NzKind;
  region: NzRegion;
  postcode: string;
  since: number;
  gst: number | null;
  removed?: boolean;
  tradingName?: string;
}

const au = (name: string, kind: AuKind, state: AuState, postcode: string, since: number, gst: number | null, extra: Partial<AuSampleRow> = {}): AuSampleRow =>
  ({ name, kind, state, postcode, since, gst, ...extra });
const nz = (name: string, kind: NzKind, region: NzRegion, postcode: string, since: number, gst: number | null, extra: Partial<NzSampleRow> = {}): NzSampleRow =>
  ({ name, kind, region, postcode, since, gst, ...extra });

export const AU_SAMPLE_ROWS: readonly AuSampleRow[] = [
  au('Bunyip Bay Earthmoving Pty Ltd', 'company', 'NSW', '2480', 118, 118),
  au('Bunyip Bay Plant Hire Pty Ltd', 'company', 'NSW', '2480', 14, 13),
  au('Drop Bear Demolition Pty Ltd', 'company', 'QLD', '4870', 10, 9),
  au('Yowie Yard Landscaping', 'sole', 'VIC', '3350', 61, null, { businessName: 'Yowie Yards' }),
  au('Wombat Creek Haulage Pty Ltd', 'company', 'VIC', '3714', 152, 152),
  au('Platypus Point Plumbing', 'partnership', 'TAS', '7250', 77, 77),
  au('Kookaburra Giggles Catering', 'sole', 'SA', '5000', 20, 18),
  au('Galah Gully Transport Trust', 'trust', 'WA', '6430', 203, 203, { businessName: 'Galah Gully Freight' }),
  au('Quokka Cove Removals Pty Ltd', 'company', 'WA', '6160', 33, 33),
  au('Emu Flat Agriculture', 'partnership', 'NSW', '2390', 260, 260),
  au('Dingo Downs Mining Services Pty Ltd', 'company', 'NT', '0870', 95, 95),
  au('Numbat Nook Cleaning', 'sole', 'ACT', '2612', 7, null),
  au('Echidna Edge Construction Pty Ltd', 'company', 'ACT', '2609', 49, 49),
  au('Cassowary Crossing Civil Pty Ltd', 'company', 'QLD', '4880', 130, 130, { cancelled: 12 }),
  au('Bilby Burrow Bakery', 'sole', 'NT', '0800', 16, null),
  au('Wallaby Way Waste Collection Pty Ltd', 'company', 'SA', '5095', 88, 88),
  au('Koala Kerbside Storage Trust', 'trust', 'VIC', '3030', 22, 22),
  au('Possum Paddock Produce', 'partnership', 'TAS', '7310', 5, 4),
  au('Bandicoot Bend Builders Pty Ltd', 'company', 'NSW', '2250', 39, 39),
  au('Lyrebird Lane Logistics Pty Ltd', 'company', 'VIC', '3175', 19, 19),
  au('Magpie Swoop Pest Control', 'sole', 'QLD', '4350', 140, 120, { businessName: 'Swoop Pest Control' }),
  au('Goanna Gap Earthworks Trust', 'trust', 'NSW', '2340', 70, 70),
  au('Cockatoo Cliff Manufacturing Pty Ltd', 'company', 'SA', '5112', 230, 230),
  au('Tassie Devil Timber Haulage', 'partnership', 'TAS', '7000', 12, null),
  au('Brolga Beach Food and Beverage Pty Ltd', 'company', 'QLD', '4217', 27, 27),
  au('Wedgetail Warehousing Pty Ltd', 'company', 'WA', '6090', 55, 55, { cancelled: 30 }),
  au('Frill Neck Freight', 'sole', 'NT', '0830', 36, 36),
  au('Currawong Corner Cafe', 'sole', 'ACT', '2602', 3, null),
  au('Bogong Moth Movers', 'partnership', 'ACT', '2620', 100, 100),
  au('Sugar Glider Signs Pty Ltd', 'company', 'VIC', '3550', 11, 11),
  au('Thorny Devil Drilling Pty Ltd', 'company', 'WA', '6430', 170, 170),
  au('Kangaroo Kick Couriers', 'sole', 'NSW', '2770', 26, 25),
  au('Jabiru Junction Agriculture Trust', 'trust', 'NT', '0850', 300, 300),
  au('Brumby Range Stockfeeds', 'partnership', 'QLD', '4370', 64, null),
  au('Quoll Quarry Supplies Pty Ltd', 'company', 'TAS', '7109', 8, 8),
  au('Pelican Perch Marine Services', 'sole', 'SA', '5606', 180, 180, { cancelled: 6 }),
  au('Rosella Ridge Electrical Pty Ltd', 'company', 'NSW', '2795', 45, 45),
  au('Kelpie Country Contracting', 'sole', 'VIC', '3690', 23, 23),
  au('Barramundi Bay Boat Hire Pty Ltd', 'company', 'NT', '0822', 18, null),
  au('Fairy Wren Florist', 'sole', 'WA', '6000', 2, null),
  au('Dugong Drive Tyres Pty Ltd', 'company', 'QLD', '4655', 110, 110),
  au('Mallee Fowl Machinery Trust', 'trust', 'SA', '5290', 15, 15),
  au('Woylie Wood Cabinets', 'partnership', 'WA', '6330', 31, 31),
  au('Stumpy Tail Steel Fabrication Pty Ltd', 'company', 'ACT', '2911', 250, 250, { cancelled: 40 }),
  au('Bettong Bush Tours', 'sole', 'TAS', '7215', 75, 60),
  au('Spoonbill Springs Vineyard Trust', 'trust', 'VIC', '3737', 125, 125, { businessName: 'Spoonbill Springs Wines' }),
  au('Saltie Creek Fishing Charters', 'partnership', 'QLD', '4740', 21, 20),
  au('Potoroo Plains Grain Pty Ltd', 'company', 'NSW', '2680', 66, 66),
];

export const NZ_SAMPLE_ROWS: readonly NzSampleRow[] = [
  nz('Kiwi Crossing Haulage Limited', 'LTD', 'Auckland', '2022', 98, 98),
  nz('Taniwha Trench Earthworks Limited', 'LTD', 'Waikato', '3200', 9, 9),
  nz('Weta Workshop Welding', 'SoleTrader', 'Wellington', '5010', 40, null, { tradingName: 'Weta Welding' }),
  nz('Tui Song Catering', 'SoleTrader', 'Canterbury', '7630', 17, 15),
  nz('Kea Cheek Couriers Limited', 'LTD', 'Otago', '9016', 130, 130),
  nz('Pukeko Paddock Farms', 'Partnership', 'Manawatu-Wanganui', '4410', 210, 210),
  nz('Moa Bones Demolition Limited', 'LTD', "Hawke's Bay", '4110', 60, 60, { removed: true }),
  nz('Kakapo Cove Charters', 'Partnership', 'Northland', '0230', 22, null),
  nz('Tuatara Trail Transport Trust', 'Trading_Trust', 'Bay of Plenty', '3110', 75, 75),
  nz('Fantail Flutter Florist', 'SoleTrader', 'Nelson', '7010', 4, null),
  nz('Kereru Hill Construction Limited', 'LTD', 'Taranaki', '4310', 14, 14),
  nz('Takahe Terrace Storage Limited', 'LTD', 'Southland', '9810', 190, 190),
  nz('Morepork Night Freight', 'Partnership', 'Gisborne', '4010', 33, 33),
  nz('Bellbird Bay Vineyard Trust', 'Trading_Trust', 'Marlborough', '7201', 150, 150, { tradingName: 'Bellbird Bay Wines' }),
  nz('Kotare Creek Orchards Limited', 'LTD', 'Tasman', '7120', 19, 19),
  nz('Weka Gold Mining Services Limited', 'LTD', 'West Coast', '7805', 85, 85),
  nz('Hoiho Harbour Marine Limited', 'LTD', 'Otago', '9014', 11, 10),
];
