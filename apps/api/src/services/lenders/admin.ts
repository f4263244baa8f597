import type {
  AdminLender, AdminProduct, NewLender, NewProduct, UpdateLenderRequest, UpdateProductRequest,
} from '@kerb/domain/contracts/lenders';
import { Lender, LenderProduct } from '@kerb/domain/lending/panel';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lenderProducts, lenders } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { parseRequest } from '../borrowers/parse-request';
import { lenderRow, productRow, toAdminLender, toAdminProduct, type LenderRow, type ProductRow } from './store';

// The operator's changes to the panel (issue 3 "An admin API to list, create, update and retire lenders
// and products"). Updates merge the named fields into the stored record and validate the whole again, so
// a 400 names the field at fault. Retiring is soft and reversible.

const lenderNotFound = () => new HttpError(404, 'Lender not found', 'id', 'no lender with this id');
const productNotFound = () => new HttpError(404, 'Lender product not found', 'productId', 'no product with this id');
const stored = <T>(row: { data: unknown }, extra: object) => ({ ...(row.data as object), ...extra }) as T;

async function lenderRowById(db: Database, id: string): Promise<LenderRow | undefined> {
  const [row] = await db.select().from(lenders).where(eq(lenders.id, id));
  return row;
}
async function productRowById(db: Database, lenderId: string, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(lenderProducts).where(and(eq(lenderProducts.id, id), eq(lenderProducts.lenderId, lenderId)));
  return row;
}

export async function getAdminLender(db: Database, id: string): Promise<AdminLender> {
  const row = await lenderRowById(db, id);
  if (!row) throw lenderNotFound();
  const products = await db.select().from(lenderProducts).where(eq(lenderProducts.lenderId, id)).orderBy(asc(lenderProducts.id));
  return toAdminLender(row, products);
}

/** A lender's product as the admin API answers it; null when the lender has no such product. */
export async function getAdminProduct(db: Database, lenderId: string, productId: string): Promise<AdminProduct | null> {
  const row = await productRowById(db, lenderId, productId);
  return row ? toAdminProduct(row) : null;
}

export async function createLender(db: Database, input: NewLender): Promise<AdminLender> {
  const [row] = await db.insert(lenders).values(lenderRow(input)).onConflictDoNothing({ target: lenders.id }).returning();
  if (!row) throw new HttpError(409, 'A lender with this id exists', 'id', 'already exists');
  return toAdminLender(row, []);
}

export async function updateLender(db: Database, id: string, patch: UpdateLenderRequest): Promise<AdminLender> {
  const row = await lenderRowById(db, id);
  if (!row) throw lenderNotFound();
  const merged = parseRequest(Lender, { ...stored<Lender>(row, { name: row.name, isSample: row.isSample }), ...patch, id });
  await db.update(lenders).set({ ...lenderRow(merged), updatedAt: new Date() }).where(eq(lenders.id, id));
  return getAdminLender(db, id);
}

/** Soft retire (retired: true) or reinstate (false); retiring twice keeps the first date. */
export async function setLenderRetired(db: Database, id: string, retired: boolean): Promise<AdminLender> {
  const [row] = await db
    .update(lenders)
    .set({ retiredAt: retired ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(lenders.id, id), retired ? isNull(lenders.retiredAt) : isNotNull(lenders.retiredAt)))
    .returning({ id: lenders.id });
  if (!row && !(await lenderRowById(db, id))) throw lenderNotFound();
  return getAdminLender(db, id);
}

export async function createProduct(
  db: Database, lenderId: string, input: NewProduct,
): Promise<AdminProduct> {
  if (!(await lenderRowById(db, lenderId))) throw lenderNotFound();
  const product = parseRequest(LenderProduct, { ...input, lenderId });
  const [row] = await db.insert(lenderProducts).values(productRow(product)).onConflictDoNothing({ target: lenderProducts.id }).returning();
  if (!row) throw new HttpError(409, 'A lender product with this id exists', 'id', 'already exists');
  return toAdminProduct(row);
}

export async function updateProduct(db: Database, lenderId: string, productId: string, patch: UpdateProductRequest): Promise<AdminProduct> {
  const row = await productRowById(db, lenderId, productId);
  if (!row) throw productNotFound();
  const merged = parseRequest(LenderProduct, { ...stored<LenderProduct>(row, { name: row.name }), ...patch, id: row.id, lenderId: row.lenderId });
  const [updated] = await db
    .update(lenderProducts)
    .set({ ...productRow(merged), updatedAt: new Date() })
    .where(eq(lenderProducts.id, productId))
    .returning();
  return toAdminProduct(updated!);
}

export async function setProductRetired(db: Database, lenderId: string, productId: string, retired: boolean): Promise<AdminProduct> {
  await db
    .update(lenderProducts)
    .set({ retiredAt: retired ? new Date() : null, updatedAt: new Date() })
    .where(and(
      eq(lenderProducts.id, productId), eq(lenderProducts.lenderId, lenderId),
      retired ? isNull(lenderProducts.retiredAt) : isNotNull(lenderProducts.retiredAt),
    ));
  const row = await productRowById(db, lenderId, productId);
  if (!row) throw productNotFound();
  return toAdminProduct(row);
}
