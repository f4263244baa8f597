import type { StockItem } from '@kerb/domain/contracts/stock';
import { AssetType, VehicleCondition } from '@kerb/domain/enums/index';
import { and, eq } from 'drizzle-orm';
import { safeParse } from 'zod/mini';
import type { Database } from '../../db/client';
import { stockVehicles } from '../../db/schema/index';
import type { StockFeed } from './port';

type StockRow = typeof stockVehicles.$inferSelect;

/** A stored car in spec 1 §7's stock item shape. */
export function stockItemOf(row: StockRow): StockItem {
  const assetType = safeParse(AssetType, row.assetType);
  return {
    stockNumber: row.stockNumber,
    condition: safeParse(VehicleCondition, row.condition).data ?? 'USED',
    price: row.price,
    make: row.make,
    model: row.model,
    ...(row.variant ? { variant: row.variant } : {}),
    year: row.buildYear,
    title: row.title,
    vin: row.vin,
    nvic: row.nvic,
    odometer: row.odometer,
    iqPartnerId: row.partnerId,
    ...(assetType.success ? { assetType: assetType.data } : {}),
  };
}

/** The stock held in the database: the sample dealers' feeds, and any an operator loads. */
export function createDatabaseStockFeed(db: Database): StockFeed {
  return {
    name: 'database',
    async byStockNumber({ integration, stockNumber }) {
      const [row] = await db
        .select()
        .from(stockVehicles)
        .where(and(eq(stockVehicles.integration, integration), eq(stockVehicles.stockNumber, stockNumber)))
        .limit(1);
      return row ? stockItemOf(row) : null;
    },
  };
}
