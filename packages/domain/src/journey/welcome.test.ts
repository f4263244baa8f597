import { describe, expect, it } from 'vitest';
import { getFinanceTarget, weeklyRepaymentHint, welcomeAction, welcomeHintPrice, WELCOME_HEADLINE } from './welcome';

describe('welcome modal (spec 1 §2 "Welcome modal")', () => {
  it('shows the spec texts', () => {
    expect(WELCOME_HEADLINE).toBe('Need finance? Get approved in 60 seconds');
    expect(weeklyRepaymentHint('89')).toBe('Own this vehicle for $89 per week*');
  });

  // "GET FINANCE (goes to basic if a flag is set, else loan)".
  it('GET FINANCE goes to basic with the flag, else loan', () => {
    expect(getFinanceTarget({ signupOptions: undefined })).toBe('LOAN');
    const flagged = { requireEmail: false, requirePostCode: false, goToBasicOnGetFinance: true, businessFirst: false };
    expect(getFinanceTarget({ signupOptions: flagged })).toBe('BASIC');
    expect(welcomeAction('GET_FINANCE', { signupOptions: flagged })).toEqual({ closeModal: true, screen: 'BASIC' });
  });

  // "RETURN USER (opens login)".
  it('RETURN USER opens the login modal', () => {
    expect(welcomeAction('RETURN_USER', {})).toEqual({ closeModal: false, openModal: 'LOGIN' });
  });

  // spec 1 §2: "Own this vehicle for $X per week*": the vehicle on the page, a car scanned from the windscreen
  // QR code among them (spec 1 §2 "A stock-system modal opens when a QR id is given"; decision 047).
  it('quotes the price in the address, else a car confirmed from stock, else the partner\'s', () => {
    const stockCar = { vehicle: { source: 'stock' }, loan: { purchasePrice: 28990 } };
    expect(welcomeHintPrice({ price: 31000 }, stockCar, { price: 40000 })).toBe(31000);
    expect(welcomeHintPrice({}, stockCar, { price: 40000 })).toBe(28990);
    expect(welcomeHintPrice({}, { loan: { purchasePrice: 15000 } }, { price: 40000 })).toBe(40000);
    expect(welcomeHintPrice(null, { loan: { purchasePrice: 15000 } }, null)).toBeUndefined();
  });
});
