import { ScanwareAnswer, StockItem } from '@kerb/domain/contracts/stock';
import { IMOTOR } from '@kerb/domain/stock/stock-number';
import { api } from '#lib/api-client';

// spec 1 §7 stock calls: "GET /api/iMotor/stockNumber/{n} or /api/{integration}/{n}", and "GET
// /api/scanware/id/{qrId}" for the QR printed on a car. The partner is named so a number only ever finds
// that dealer's car (docs/decisions/047).

export function stockPath(integration: string, stockNumber: string, partnerId: string): string {
  const n = encodeURIComponent(stockNumber);
  const query = `?partnerId=${encodeURIComponent(partnerId)}`;
  return integration === IMOTOR ? `/api/iMotor/stockNumber/${n}${query}` : `/api/${encodeURIComponent(integration)}/${n}${query}`;
}

export function lookUpStock(integration: string, stockNumber: string, partnerId: string): Promise<StockItem> {
  return api.get(stockPath(integration, stockNumber, partnerId), { schema: StockItem, ignoreUnauthorized: true });
}

export function scanwareStockNumber(qrId: string): Promise<ScanwareAnswer & { integration?: string }> {
  return api.get(`/api/scanware/id/${encodeURIComponent(qrId)}`, { schema: ScanwareAnswer, ignoreUnauthorized: true });
}
