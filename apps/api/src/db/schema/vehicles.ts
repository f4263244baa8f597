import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The vehicle catalogue behind spec 2 §7's vehicle look-ups (docs/decisions/025-vehicle-catalogue.md):
// makes, then one row per vehicle code (NVIC) with its model, variant, build years and price when new, and
// a register of plates naming a code and a build year. The embedded default holds sample rows (is_sample);
// an operator may edit, add or delete rows, and the seed never overwrites them.
export const vehicleMakes = pgTable('vehicle_makes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url'),
  isSample: boolean('is_sample').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vehicleCatalogue = pgTable(
  'vehicle_catalogue',
  {
    nvic: text('nvic').primaryKey(),
    /** One of the domain's AssetType values. */
    assetType: text('asset_type').notNull(),
    makeCode: text('make_code').notNull().references(() => vehicleMakes.code, { onDelete: 'cascade' }),
    modelCode: text('model_code').notNull(),
    modelName: text('model_name').notNull(),
    variant: text('variant').notNull(),
    /** Body, engine and gearbox: what tells two options of one variant apart. */
    series: text('series').notNull(),
    yearFrom: integer('year_from').notNull(),
    /** Null while still built. */
    yearTo: integer('year_to'),
    /** Price when new, whole dollars: the valuation's starting point (docs/decisions/011). */
    newPrice: integer('new_price').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_catalogue_make_idx').on(t.makeCode, t.modelCode)],
);

export const vehiclePlates = pgTable(
  'vehicle_plates',
  {
    /** Upper case, letters and digits only. */
    registration: text('registration').notNull(),
    /** An Australian state or territory, or NZ. */
    state: text('state').notNull(),
    nvic: text('nvic').notNull(),
    buildYear: integer('build_year').notNull(),
    vin: text('vin'),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registration, t.state] })],
);
