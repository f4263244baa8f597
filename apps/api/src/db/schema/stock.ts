import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners';

// Dealers' stock (spec 1 §7 stock calls, docs/decisions/047): each car a stock system lists, keyed by the
// system (integration) and the dealer's stock number; the printed QR codes on cars (Scanware) pointing at a
// stock number; and the keys partners' systems use to re-point their QR codes. The embedded default holds
// sample stock (is_sample); the seed never overwrites an operator's or a partner's rows.
export const stockVehicles = pgTable(
  'stock_vehicles',
  {
    /** The stock system's name, as in GET /api/{integration}/{n} ("iMotor"). */
    integration: text('integration').notNull(),
    /** Upper case, at most 10 characters (spec 1 §2). */
    stockNumber: text('stock_number').notNull(),
    partnerId: text('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
    /** One of the domain's AssetType values. */
    assetType: text('asset_type').notNull(),
    /** NEW, USED or DEMO. */
    condition: text('condition').notNull(),
    /** The price on the car, whole dollars. */
    price: integer('price').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    variant: text('variant'),
    buildYear: integer('build_year').notNull(),
    title: text('title').notNull(),
    vin: text('vin'),
    nvic: text('nvic'),
    odometer: integer('odometer').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.integration, t.stockNumber] }), index('stock_vehicles_partner_idx').on(t.partnerId)],
);

export const scanwareCodes = pgTable(
  'scanware_codes',
  {
    qrId: text('qr_id').primaryKey(),
    /** The partner whose car the QR is on: only they may re-point it. */
    partnerId: text('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
    integration: text('integration').notNull(),
    stockNumber: text('stock_number').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scanware_codes_partner_idx').on(t.partnerId)],
);

// A partner system's credential (x-kerb-partner-key): only its SHA-256 hash is kept, as for sessions.
export const partnerKeys = pgTable(
  'partner_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    partnerId: text('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('partner_keys_partner_idx').on(t.partnerId)],
);
