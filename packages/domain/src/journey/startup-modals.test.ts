import { describe, expect, it } from 'vitest';
import { isMotorcycleCampaign } from './flows';
import { startupModals, type StartupModalsInput } from './startup-modals';

const input = (overrides: Partial<StartupModalsInput> = {}): StartupModalsInput => ({
  partner: { userFlow: 'NORMAL', welcomeScreen: false },
  userFlow: 'NORMAL',
  journey: 'FINANCE',
  isLoggedIn: false,
  params: {},
  vehicleKnown: false,
  ...overrides,
});
const ids = (overrides: Partial<StartupModalsInput>) => startupModals(input(overrides)).map((m) => m.id);

describe('modals at start (spec 1 §2)', () => {
  it('opens nothing by default', () => expect(ids({})).toEqual([]));

  // "WELCOME (initial)" when the partner's welcome screen is on, or by the showWelcomeScreen parameter.
  it('opens the welcome modal when the welcome screen is enabled', () => {
    expect(ids({ partner: { userFlow: 'NORMAL', welcomeScreen: true } })).toEqual(['WELCOME']);
    expect(ids({ params: { showWelcomeScreen: true } })).toEqual(['WELCOME']);
    // spec 1 §5: the parameter, when "true" or "false", is honoured over the partner setting.
    expect(ids({ partner: { userFlow: 'NORMAL', welcomeScreen: true }, params: { showWelcomeScreen: false } })).toEqual([]);
  });

  // "A dealership welcome modal opens for a logged-in user when the welcome screen is enabled."
  it('opens the dealership welcome for a logged-in user instead', () => {
    expect(ids({ isLoggedIn: true, params: { showWelcomeScreen: true } })).toEqual(['DEALERSHIP_WELCOME']);
  });

  // "A stock-system modal opens when a QR id is given."
  it('opens the stock-system modal for a QR id', () => {
    expect(ids({ params: { qrId: 'q1' } })).toEqual(['IMOTOR_STOCK']);
  });
  // spec 1 §4: "In the test-drive journey with a stock id and an unknown vehicle, the stock-system modal opens."
  it('opens the stock-system modal in test drive for a stock id and an unknown vehicle only', () => {
    expect(ids({ journey: 'TEST_DRIVE', params: { stockId: 'S1' } })).toEqual(['IMOTOR_STOCK']);
    expect(ids({ journey: 'TEST_DRIVE', params: { stockId: 'S1' }, vehicleKnown: true })).toEqual([]);
    expect(ids({ params: { stockId: 'S1' } })).toEqual([]);
  });
  // A dealer whose flow is TEST_DRIVE starts visitors on the test drive landing (spec 1 §2 "Starting screen"
  // rule 5): its stock links open the stock-system modal too (docs/decisions/026, 052).
  it('counts the TEST_DRIVE user flow as the test-drive journey for a stock id', () => {
    const testDriveFlow = { userFlow: 'TEST_DRIVE', partner: { userFlow: 'TEST_DRIVE', welcomeScreen: false } } as const;
    expect(ids({ ...testDriveFlow, params: { stockId: 'S1' } })).toEqual(['IMOTOR_STOCK']);
    expect(ids({ ...testDriveFlow, params: { stockId: 'S1' }, vehicleKnown: true })).toEqual([]);
  });

  // "A campaign disclaimer modal opens in the campaign flow, except for the motorcycle brand."
  it('opens the campaign disclaimer in the campaign flow except for the motorcycle brand', () => {
    expect(ids({ userFlow: 'CAMPAIGN', partner: { userFlow: 'CAMPAIGN', welcomeScreen: false } })).toEqual(['CAMPAIGN_DISCLAIMER']);
    expect(ids({ userFlow: 'CAMPAIGN', partner: { userFlow: 'CAMPAIGN', welcomeScreen: false, campaign: 'motorcycle' } })).toEqual([]);
    expect(ids({ userFlow: 'CAMPAIGN', partner: { userFlow: 'CAMPAIGN', welcomeScreen: false, assetType: 'MOTORCYCLE' } })).toEqual([]);
  });

  // spec 1 §2 "Register modal": "In the instant-lead-capture flow the modal opens automatically when the
  // user is not logged in and its close button is hidden."
  it('forces the register modal, not closable, in instant lead capture when logged out', () => {
    const modals = startupModals(input({ userFlow: 'INSTANT_LEAD_CAPTURE', params: { showWelcomeScreen: true } }));
    expect(modals).toEqual([{ id: 'REGISTER', closable: false }]);
    expect(ids({ userFlow: 'INSTANT_LEAD_CAPTURE', isLoggedIn: true })).toEqual([]);
  });

  it('orders several modals, most important first', () => {
    expect(ids({ userFlow: 'CAMPAIGN', params: { qrId: 'q', showWelcomeScreen: true } }))
      .toEqual(['IMOTOR_STOCK', 'CAMPAIGN_DISCLAIMER', 'WELCOME']);
  });
});

describe('motorcycle campaign', () => {
  it('is a campaign partner naming a motorcycle or selling motorbikes', () => {
    expect(isMotorcycleCampaign({ userFlow: 'CAMPAIGN', campaign: 'Moto-Brand' })).toBe(true);
    expect(isMotorcycleCampaign({ userFlow: 'CAMPAIGN', assetType: 'MOTORBIKE_REGISTERED' })).toBe(true);
    expect(isMotorcycleCampaign({ userFlow: 'CAMPAIGN', campaign: 'spring-sale' })).toBe(false);
    expect(isMotorcycleCampaign({ userFlow: 'NORMAL', campaign: 'motorcycle' })).toBe(false);
  });
});
