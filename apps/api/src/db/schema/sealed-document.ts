import { customType } from 'drizzle-orm/pg-core';
import { openText, sealText } from '../../services/crypto/data-keys';

// Issue 35 §7 (docs/decisions/071): a borrower's document is JSON in the database, with its licence numbers
// sealed. The column seals on the way in and opens on the way out, so no query or service handles the sealed
// form, and none can forget to seal.
const SEALED_FIELDS = ['licenseNumber', 'licenseVersionNumber'] as const;

type Json = Record<string, unknown>;

function mapPersonalDetails(document: unknown, map: (value: string) => string): unknown {
  if (!document || typeof document !== 'object') return document;
  const details = (document as Json).personalDetails as Json | undefined;
  if (!details || typeof details !== 'object') return document;
  const mapped: Json = { ...details };
  for (const field of SEALED_FIELDS) if (typeof mapped[field] === 'string') mapped[field] = map(mapped[field]);
  return { ...(document as Json), personalDetails: mapped };
}

/** jsonb holding a borrower document: licence numbers sealed at rest. */
export const sealedDocument = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(mapPersonalDetails(value, sealText)),
  fromDriver: (value) => mapPersonalDetails(typeof value === 'string' ? JSON.parse(value) : value, openText),
});
