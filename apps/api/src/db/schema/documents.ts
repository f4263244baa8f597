import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// drizzle has no bytea column of its own; both drivers hand bytea over as a Buffer or Uint8Array.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// spec 2 §7 "POST /api/documents": one row per uploaded file, owned by the uploading user (the only one who
// may read or delete it); the bytes live behind the document storage port (docs/decisions/027).
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** One of the domain's DocumentCode values. */
    code: text('code').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_user_idx').on(t.userId)],
);

// The embedded default storage: the bytes in the database, beside but apart from the rows listed above,
// so listing documents never reads files.
export const documentContents = pgTable('document_contents', {
  documentId: uuid('document_id').primaryKey(),
  bytes: bytea('bytes').notNull(),
});
