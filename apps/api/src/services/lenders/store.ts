import type { AdminLender, AdminProduct } from '@kerb/domain/contracts/lenders';
import { Lender, LenderProduct, type LenderWithProducts } from '@kerb/domain/lending/panel';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { lenderPanelVersion, lenderProducts, lenders } from '../../db/schema/index';

// Reading the panel tables. A row that no longer parses (an operator's hand edit gone wrong) is logged
// and left out of quotes rather than failing every quote; the admin list still shows it as stored.

export type LenderRow = typeof lenders.$inferSelect;
export type ProductRow = typeof lenderProducts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const lenderFromRow = (row: LenderRow): ReturnType<typeof Lender.safeParse> =>
  Lender.safeParse({ ...(row.data as object), id: row.id, name: row.name, isSample: row.isSample });
export const productFromRow = (row: ProductRow): ReturnType<typeof LenderProduct.safeParse> =>
  LenderProduct.safeParse({ ...(row.data as object), id: row.id, lenderId: row.lenderId, name: row.name });

/** Splits a lender into its row's columns and JSON document. */
export function lenderRow(lender: Lender) {
  const { id, name, isSample, ...data } = lender;
  return { id, name, isSample, data };
}
export function productRow(product: LenderProduct) {
  const { id, lenderId, name, ...data } = product;
  return { id, lenderId, name, data };
}

/** The panel version (docs/decisions/005): raised by a trigger on every change to the panel tables. */
export async function readPanelVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: lenderPanelVersion.version }).from(lenderPanelVersion).where(eq(lenderPanelVersion.id, 1));
  return row?.version ?? 0;
}

/** Active lenders with their active products, as the quote engine reads them, and the version read first. */
export async function loadPanel(db: Database, log?: FastifyBaseLogger): Promise<{ version: number; panel: LenderWithProducts[] }> {
  // Read the version first: a change landing between the reads raises it again, so the next check reloads.
  const version = await readPanelVersion(db);
  const [lenderRows, productRows] = await Promise.all([
    db.select().from(lenders).orderBy(asc(lenders.id)),
    db.select().from(lenderProducts).orderBy(asc(lenderProducts.id)),
  ]);
  const products = new Map<string, LenderProduct[]>();
  for (const row of productRows) {
    if (row.retiredAt) continue;
    const parsed = productFromRow(row);
    if (!parsed.success) {
      log?.error({ productId: row.id, issues: parsed.error.issues.slice(0, 3) }, 'stored lender product is invalid');
      continue;
    }
    products.set(row.lenderId, [...(products.get(row.lenderId) ?? []), parsed.data]);
  }
  const panel: LenderWithProducts[] = [];
  for (const row of lenderRows) {
    if (row.retiredAt) continue;
    const parsed = lenderFromRow(row);
    if (!parsed.success) {
      log?.error({ lenderId: row.id, issues: parsed.error.issues.slice(0, 3) }, 'stored lender is invalid');
      continue;
    }
    panel.push({ ...parsed.data, products: products.get(row.id) ?? [] });
  }
  return { version, panel };
}

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...(row.data as Omit<AdminProduct, 'id' | 'lenderId' | 'name'>),
    id: row.id,
    lenderId: row.lenderId,
    name: row.name,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminLender(row: LenderRow, products: ProductRow[]): AdminLender {
  return {
    ...(row.data as Omit<AdminLender, 'id' | 'name' | 'isSample'>),
    id: row.id,
    name: row.name,
    isSample: row.isSample,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    products: products.map(toAdminProduct),
  };
}

/** Every lender and product as stored, retired ones included (the admin list). */
export async function listAdminLenders(db: Database): Promise<AdminLender[]> {
  const [lenderRows, productRows] = await Promise.all([
    db.select().from(lenders).orderBy(asc(lenders.id)),
    db.select().from(lenderProducts).orderBy(asc(lenderProducts.id)),
  ]);
  return lenderRows.map((row) => toAdminLender(row, productRows.filter((p) => p.lenderId === row.id)));
}
