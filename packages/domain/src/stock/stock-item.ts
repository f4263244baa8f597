import type { Loan } from '../borrower/loan';
import type { Vehicle } from '../borrower/vehicle';
import type { StockItem } from '../contracts/stock';

// spec 1 §2: "a valid lookup opens the asset check modal ("Are these details correct?", Edit or Confirm)";
// Confirm fills the vehicle and the price from the stock item (docs/decisions/047).

/** The stock item as the borrower's vehicle: a known vehicle with the dealer as its seller's stock. */
export function vehicleFromStockItem(item: StockItem): Vehicle {
  return {
    isVehicleKnown: true,
    condition: item.condition,
    buildYear: item.year,
    make: { name: item.make },
    model: { name: item.model },
    ...(item.variant ? { variant: item.variant } : {}),
    description: item.title,
    ...(item.vin ? { vin: item.vin } : {}),
    ...(item.nvic ? { nvic: item.nvic } : {}),
    kilometers: item.odometer,
    stockNumber: item.stockNumber,
    source: 'stock',
  };
}

/** The price on the car is the purchase price of the loan. */
export const loanFromStockItem = (item: StockItem): Pick<Loan, 'purchasePrice'> => ({ purchasePrice: item.price });

/** The details the check modal lists, in the order a windscreen card reads. */
export function stockItemDetails(item: StockItem): [label: string, value: string][] {
  const condition = { NEW: 'New', USED: 'Used', DEMO: 'Demo' }[item.condition];
  return [
    ['Vehicle', item.title],
    ['Condition', condition],
    ['Odometer', `${item.odometer.toLocaleString('en-AU')} km`],
    ['Stock number', item.stockNumber],
    ...(item.vin ? [['VIN', item.vin] as [string, string]] : []),
  ];
}
