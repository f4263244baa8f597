import { describe, expect, it } from 'vitest';
import { Vehicle } from '../borrower/vehicle';
import type { StockItem } from '../contracts/stock';
import { loanFromStockItem, stockItemDetails, vehicleFromStockItem } from './stock-item';

const item: StockItem = {
  stockNumber: 'HM24001', condition: 'USED', price: 31_990, make: 'Toyota', model: 'RAV4', variant: 'GX', year: 2021,
  title: '2021 Toyota RAV4 GX', vin: 'SMPHM240XMA100001', nvic: 'SABCDE', odometer: 42_150, iqPartnerId: 'demo',
};

describe('a confirmed stock item', () => {
  // spec 1 §2: a valid lookup opens "Are these details correct?"; Confirm fills the vehicle and the price.
  it('becomes a known vehicle the borrower document accepts', () => {
    const vehicle = vehicleFromStockItem(item);
    expect(Vehicle.parse(vehicle)).toMatchObject({
      isVehicleKnown: true, condition: 'USED', buildYear: 2021, make: { name: 'Toyota' }, model: { name: 'RAV4' },
      variant: 'GX', nvic: 'SABCDE', vin: 'SMPHM240XMA100001', kilometers: 42_150, stockNumber: 'HM24001',
    });
  });

  it('sets the purchase price to the price on the car', () => {
    expect(loanFromStockItem(item)).toEqual({ purchasePrice: 31_990 });
  });

  it('leaves out what the feed does not know', () => {
    const vehicle = vehicleFromStockItem({ ...item, vin: null, nvic: null, variant: undefined });
    expect(vehicle).not.toHaveProperty('vin');
    expect(vehicle).not.toHaveProperty('nvic');
    expect(vehicle).not.toHaveProperty('variant');
  });

  it('lists the details a customer checks against the car', () => {
    expect(stockItemDetails(item)).toEqual([
      ['Vehicle', '2021 Toyota RAV4 GX'], ['Condition', 'Used'], ['Odometer', '42,150 km'], ['Stock number', 'HM24001'],
      ['VIN', 'SMPHM240XMA100001'],
    ]);
  });
});
