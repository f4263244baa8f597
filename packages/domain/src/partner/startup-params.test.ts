import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStartupParams, type QueryEntries, STARTUP_PARAM_NAMES } from './startup-params';

// The domain compiles without DOM or Node types; the runtime has URLSearchParams all the same.
const { URLSearchParams } = globalThis as unknown as { URLSearchParams: new (init: string) => QueryEntries };

const now = new Date('2026-06-15T00:00:00Z');
const partner = { loanTerm: undefined };
const parse = (query: Record<string, string | undefined>, loanTerm?: number) =>
  parseStartupParams(query, { partner: { loanTerm }, now });

describe('startup parameter names', () => {
  // spec 1 §5: "names matched case-insensitively".
  it.each(['loanTerm', 'LOANTERM', 'loanterm', 'LoanTerm'])('reads %s as the loan term', (name) => {
    expect(parse({ [name]: '3' }).loanTerm).toBe(3);
  });

  it('reads URLSearchParams as well as plain records, first value winning', () => {
    const params = parseStartupParams(new URLSearchParams('DEPOSIT=500&deposit=900&Make=Mazda'), { partner, now });
    expect(params.deposit).toBe(500);
    expect(params.make).toBe('Mazda');
  });

  it('lists every name it reads, as data', () => {
    expect(STARTUP_PARAM_NAMES).toContain('loanTerm');
    expect(STARTUP_PARAM_NAMES).toContain('showWelcomeScreen');
    expect(new Set(STARTUP_PARAM_NAMES.map((n) => n.toLowerCase())).size).toBe(STARTUP_PARAM_NAMES.length);
  });

  it('leaves rejected and absent values out entirely', () => {
    const params = parse({ deposit: '-1', price: 'abc' });
    expect('deposit' in params).toBe(false);
    expect('price' in params).toBe(false);
    expect(Object.keys(parse({})).sort()).toEqual(['journey', 'loanTerm']);
  });
});

describe('loan parameters', () => {
  // spec 1 §5: "Loan term: numeric, above 0 and at most 7 years, else the partner default."
  it('accepts a term above 0 and at most 7', () => {
    expect(parse({ loanTerm: '7' }).loanTerm).toBe(7);
    expect(parse({ loanTerm: '0.5' }).loanTerm).toBe(0.5);
  });
  it.each(['0', '-2', '8', '7.5', 'five', '', '0x5', '5y'])('falls back to the partner default for %j', (text) => {
    expect(parse({ loanTerm: text }, 3).loanTerm).toBe(3);
    // spec 1 §9: default loan term 5 years when the partner has none.
    expect(parse({ loanTerm: text }).loanTerm).toBe(5);
  });

  // spec 1 §5: "Deposit and trade-in: numeric and above 0."
  it('keeps a positive deposit and trade-in only', () => {
    expect(parse({ deposit: '2500.50', tradeIn: '4000' })).toMatchObject({ deposit: 2500.5, tradeIn: 4000 });
    const rejected = parse({ deposit: '0', tradeIn: '-10' });
    expect(rejected.deposit).toBeUndefined();
    expect(rejected.tradeIn).toBeUndefined();
    expect(parse({ deposit: '1e3' }).deposit).toBeUndefined();
  });

  // spec 1 §5: "Balloon percentage: numeric, above 0 and at most 100."
  it('keeps a balloon above 0 and at most 100', () => {
    expect(parse({ balloon: '100' }).balloon).toBe(100);
    expect(parse({ balloon: '30' }).balloon).toBe(30);
    expect(parse({ balloon: '0' }).balloon).toBeUndefined();
    expect(parse({ balloon: '100.1' }).balloon).toBeUndefined();
  });

  // spec 1 §5: "Loan usage: PERSONAL, BUSINESS or NOVATED after uppercasing."
  it('uppercases the loan usage and rejects anything else', () => {
    expect(parse({ loanUsage: 'business' }).loanUsage).toBe('BUSINESS');
    expect(parse({ loanUsage: 'Novated' }).loanUsage).toBe('NOVATED');
    expect(parse({ loanUsage: 'leasing' }).loanUsage).toBeUndefined();
  });
});

describe('vehicle parameters', () => {
  // spec 1 §5: "Build year: integer from 1900 to a current maximum year" (next year: model years).
  it('keeps a build year from 1900 to next year', () => {
    expect(parse({ buildYear: '1900' }).buildYear).toBe(1900);
    expect(parse({ buildYear: '2027' }).buildYear).toBe(2027);
    expect(parse({ buildYear: '2028' }).buildYear).toBeUndefined();
    expect(parse({ buildYear: '1899' }).buildYear).toBeUndefined();
    expect(parse({ buildYear: '2020.5' }).buildYear).toBeUndefined();
  });

  // spec 1 §5: "Price and kilometres must parse as integers."
  it('parses price and kilometres strictly as integers', () => {
    expect(parse({ price: '45990', kilometers: '12000' })).toMatchObject({ price: 45990, kilometers: 12000 });
    expect(parse({ kilometres: '800' }).kilometers).toBe(800);
    for (const bad of ['12abc', '12.5', '-3', '', ' ', '1,000']) {
      expect(parse({ price: bad }).price).toBeUndefined();
      expect(parse({ kilometers: bad }).kilometers).toBeUndefined();
    }
  });

  // spec 1 §5: 'The text "undefined" is ignored for kilometres, nvic and vin.'
  it('ignores the text "undefined" for kilometres, nvic and vin', () => {
    const params = parse({ kilometers: 'undefined', nvic: 'undefined', vin: 'undefined', make: 'Toyota' });
    expect(params.kilometers).toBeUndefined();
    expect(params.nvic).toBeUndefined();
    expect(params.vin).toBeUndefined();
    expect(parse({ nvic: '0AB123', vin: 'JTDKB20U' })).toMatchObject({ nvic: '0AB123', vin: 'JTDKB20U' });
  });

  it('keeps only known asset types and conditions, uppercased', () => {
    expect(parse({ assetType: 'motorcycle', condition: 'used' })).toMatchObject({ assetType: 'MOTORCYCLE', condition: 'USED' });
    expect(parse({ assetType: 'spaceship', condition: 'mint' })).not.toHaveProperty('assetType');
  });
});

describe('display parameters', () => {
  // spec 1 §5: "Colour parameters are hex without the leading #."
  it('accepts hex colours without # and returns them as CSS colours', () => {
    expect(parse({ primaryColor: '1A2B3C', secondaryColor: 'fff', accentColor: 'ab12ef', surfaceColor: '000000' }))
      .toMatchObject({ primaryColor: '#1a2b3c', secondaryColor: '#fff', accentColor: '#ab12ef', surfaceColor: '#000000' });
    for (const bad of ['#1a2b3c', '%231a2b3c', 'red', '12345', 'ggg000', 'fff;']) {
      expect(parse({ primaryColor: bad }).primaryColor).toBeUndefined();
    }
  });

  // spec 1 §5: "Show-welcome-screen honoured only if the text is true or false."
  it('honours showWelcomeScreen only for "true" or "false"', () => {
    expect(parse({ showWelcomeScreen: 'true' }).showWelcomeScreen).toBe(true);
    expect(parse({ showWelcomeScreen: 'false' }).showWelcomeScreen).toBe(false);
    for (const bad of ['1', 'yes', '', 'TRUE ']) expect(parse({ showWelcomeScreen: bad }).showWelcomeScreen).toBeUndefined();
  });

  // spec 1 §2: "A screen query parameter can override the starting screen."
  it('keeps a screen parameter only when it is a screen id', () => {
    expect(parse({ screen: 'LOAN' }).screen).toBe('LOAN');
    expect(parse({ screen: 'quick_calculator' }).screen).toBe('QUICK_CALCULATOR');
    expect(parse({ screen: 'ADMIN' }).screen).toBeUndefined();
    // issue 33 §6 (docs/decisions/060): the two display values with no screen of their own.
    expect(parse({ screen: 'NOVATED_APPROVED' }).screen).toBe('APPROVED');
    expect(parse({ screen: 'none' }).screen).toBeUndefined();
  });
});

describe('journey and test-drive parameters', () => {
  // spec 1 §4: "TEST_DRIVE if the test-drive-flow parameter is true or 1, or the journey parameter ... is test drive".
  it('detects the journey', () => {
    expect(parse({ testDriveFlow: '1' }).journey).toBe('TEST_DRIVE');
    expect(parse({ JOURNEY: 'Test_Drive' }).journey).toBe('TEST_DRIVE');
    expect(parse({ initialJourney: 'TEST_DRIVE' }).journey).toBe('TEST_DRIVE');
    expect(parse({ journey: 'finance' }).journey).toBe('FINANCE');
  });

  // spec 1 §5: "Test-drive date is day-month-year; time is hour:minute."
  it('keeps a real day-month-year date and an hour:minute time', () => {
    expect(parse({ testDriveDate: '5-7-2026', testDriveTime: '9:30' })).toMatchObject({
      testDriveDate: '05/07/2026', testDriveTime: '09:30',
    });
    expect(parse({ testDriveDate: '31/02/2026', testDriveTime: '24:00' })).not.toHaveProperty('testDriveDate');
    expect(parse({ testDriveTime: '12:60' })).not.toHaveProperty('testDriveTime');
  });
});

describe('pass-through parameters', () => {
  it('trims text and drops empty or overlong values', () => {
    const params = parse({ token: ' abc ', storeId: 's1', qrId: 'q1', stockId: 'ST42', overwritePartnerId: 'p9', leadToken: '' });
    expect(params).toMatchObject({ token: 'abc', storeId: 's1', qrId: 'q1', stockId: 'ST42', overwritePartnerId: 'p9' });
    expect(params.leadToken).toBeUndefined();
    expect(parse({ make: 'x'.repeat(201) }).make).toBeUndefined();
  });

  it('keeps seller details, a valid seller e-mail and a known seller type only', () => {
    expect(parse({ sellerName: 'Jo Bloggs', sellerEmail: 'jo@example.com', sellerType: 'private' })).toMatchObject({
      sellerName: 'Jo Bloggs', sellerEmail: 'jo@example.com', sellerType: 'PRIVATE',
    });
    expect(parse({ sellerEmail: 'not-an-email', sellerType: 'AUCTION' })).not.toHaveProperty('sellerEmail');
  });
});

describe('properties', () => {
  // spec 1 §5: whatever arrives, only valid values come out.
  it('never returns an out-of-range value, whatever the text', () => {
    const text = fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String));
    fc.assert(
      fc.property(fc.record({ loanTerm: text, deposit: text, balloon: text, buildYear: text, price: text }), (query) => {
        const params = parse(query, 4);
        expect(params.loanTerm > 0 && params.loanTerm <= 7).toBe(true);
        if (params.deposit !== undefined) expect(params.deposit).toBeGreaterThan(0);
        if (params.balloon !== undefined) expect(params.balloon > 0 && params.balloon <= 100).toBe(true);
        if (params.buildYear !== undefined) expect(params.buildYear >= 1900 && params.buildYear <= 2027).toBe(true);
        if (params.price !== undefined) expect(Number.isSafeInteger(params.price)).toBe(true);
      }),
    );
  });

  it('does not depend on the letter case of names', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STARTUP_PARAM_NAMES), fc.boolean(), fc.string(), (name, upper, value) => {
        const spelled = upper ? name.toUpperCase() : name.toLowerCase();
        expect(parse({ [spelled]: value })).toEqual(parse({ [name]: value }));
      }),
    );
  });
});
