import { DEFAULT_COMMISSION, PartnerConfig, type PartnerConfigInput } from './config';
import { monogramLogo } from './logo';

// Sample partners (issue 2 "Partners"): complete, realistic and fictional. Every one says isSample, uses
// example.com / example.co.nz addresses and 1300 / 0800 numbers from the ranges kept for drama and
// examples, and draws its logo inline. The API seeds them; the widget falls back to them (spec 1 §8
// "Partner config call failure: built-in configs used").

interface Brand { name: string; initials: string; domain: string; primary: string; secondary: string; accent: string; surface: string }

function branded(id: string, brand: Brand, rest: Omit<PartnerConfigInput, 'id' | 'partnerId'>): PartnerConfigInput {
  return {
    id,
    partnerId: id,
    isSample: true,
    url: `https://www.${brand.domain}`,
    dealerName: brand.name,
    dealerAccountNumber: `SAMPLE-${id.toUpperCase()}`,
    dealerEmail: `sales@${brand.domain}`,
    leadEmail: `leads@${brand.domain}`,
    contactEmail: `finance@${brand.domain}`,
    termsAndConditionsLink: `https://www.${brand.domain}/terms`,
    logo: monogramLogo(brand.initials, brand.primary),
    primaryColor: brand.primary,
    secondaryColor: brand.secondary,
    accentColor: brand.accent,
    surfaceColor: brand.surface,
    financeTypeCommission: DEFAULT_COMMISSION,
    locationName: brand.name,
    privacyText:
      `${brand.name} is a sample dealership. Your details are used to find you finance and are shared only ` +
      'with the lenders you choose to apply to. Read the full privacy policy before you continue.',
    ...rest,
  };
}

const harbourside: Brand = { name: 'Harbourside Motors (sample)', initials: 'HM', domain: 'harbourside-motors.example.com', primary: '#0B5FFF', secondary: '#0A2540', accent: '#00C2A8', surface: '#F5F8FF' };

export const SAMPLE_PARTNERS: PartnerConfigInput[] = [
  // An Australian car dealership on the standard journey (spec 1 §2: quick calculator, welcome modal).
  branded('demo', harbourside, {
    country: 'AU',
    userFlow: 'NORMAL',
    showTotalAmountPayable: true,
    showQuickQuote: true,
    welcomeScreen: true,
    dealerAbn: '51824753556',
    dealerPhone: '1300555101',
    contactPhone: '1300555101',
    loanTerm: 5,
    loanUsage: 'PERSONAL',
    defaultVehicleCondition: 'USED',
    addresses: ['1 Wharf Road, Docklands VIC 3008'],
    availableVehicleAssetTypes: [
      { label: 'Car, Van or Ute', type: 'PASSENGER_VEHICLE', category: 'PASSENGER' },
      { label: 'Motorcycle', type: 'MOTORCYCLE', category: 'MOTORBIKES' },
      { label: 'Caravan', type: 'CARAVAN', tooltip: 'Caravans, campervans and camper trailers' },
    ],
    vehicles: [
      { name: '2021 Sample Sedan GX (sample stock)', nvic: 'SMP21A' },
      { name: '2019 Sample Wagon Sport (sample stock)', nvic: 'SMP19B' },
    ],
    waterfallLenders: [{ name: 'Panel', showLenderDetails: true, lenders: [] }],
  }),
  // spec 2 §5: "loan term 1 to partner maximum (default 7; 5 for NZ)".
  branded('demo-nz', { name: 'Southern Alps Autos (sample)', initials: 'SA', domain: 'southern-alps-autos.example.co.nz', primary: '#006D5B', secondary: '#0F2E2A', accent: '#F2A900', surface: '#F2FAF8' }, {
    country: 'NZ',
    userFlow: 'NORMAL',
    showQuickQuote: true,
    welcomeScreen: true,
    dealerPhone: '0800555102',
    contactPhone: '0800555102',
    loanTerm: 5,
    maxLoanTerm: 5,
    addresses: ['20 Moorhouse Avenue, Christchurch 8011'],
    // docs/decisions/047: its yard's stock system is looked up through the generic stock path.
    stockIntegration: 'sampleFeed',
  }),
  branded('early-signup', { name: 'Eastside Car Sales (sample)', initials: 'EC', domain: 'eastside-cars.example.com', primary: '#7B2FF7', secondary: '#24104A', accent: '#FF6B6B', surface: '#F8F4FF' }, {
    userFlow: 'EARLY_SIGNUP',
    dealerPhone: '1300555103',
    contactPhone: '1300555103',
    signupOptions: { requireEmail: true, requirePostCode: true, goToBasicOnGetFinance: false, businessFirst: false },
  }),
  branded('instant-lead', { name: 'Bayview Auto Group (sample)', initials: 'BA', domain: 'bayview-auto.example.com', primary: '#D7263D', secondary: '#1B1B1E', accent: '#F4D35E', surface: '#FFF6F6' }, {
    userFlow: 'INSTANT_LEAD_CAPTURE',
    dealerPhone: '1300555104',
    contactPhone: '1300555104',
    sendLeadEmail: true,
  }),
  branded('no-lender', { name: 'Ridgeline Finance Brokers (sample)', initials: 'RF', domain: 'ridgeline-brokers.example.com', primary: '#2E7D32', secondary: '#102A12', accent: '#A5D6A7', surface: '#F3FAF3' }, {
    userFlow: 'NO_LENDER',
    showQuickQuote: false,
    earlyReferredScreen: true,
    dealerPhone: '1300555105',
    contactPhone: '1300555105',
  }),
  branded('no-lender-early', { name: 'Coastline Broking (sample)', initials: 'CB', domain: 'coastline-broking.example.com', primary: '#00838F', secondary: '#062C30', accent: '#FFB300', surface: '#F0FAFB' }, {
    userFlow: 'NO_LENDER_EARLY_SIGNUP',
    showQuickQuote: false,
    earlyReferredScreen: true,
    dealerPhone: '1300555106',
    contactPhone: '1300555106',
    signupOptions: { requireEmail: true, requirePostCode: false, goToBasicOnGetFinance: true, businessFirst: true },
  }),
  // spec 1 §9: "Truck stop partner: business white-label, lenders in two tiers, low-doc sorting, vehicle
  // types Car, Van or Ute; Truck (under 4.5t GVM); Prime Mover (over 4.5t GVM); Trailer; Other."
  branded('truckstop', { name: 'Big Rig Truck Stop (sample)', initials: 'BR', domain: 'bigrig-truckstop.example.com', primary: '#F57C00', secondary: '#1A1A1A', accent: '#FFD54F', surface: '#FFF8F0' }, {
    userFlow: 'TRUCKSTOP_NEW_SCREEN',
    whiteLabel: true,
    loanUsage: 'BUSINESS',
    initialLoanType: 'CHATTEL_MORTGAGE',
    lenderSorting: 'LOW_DOC',
    showQuickQuote: true,
    dealerPhone: '1300555107',
    contactPhone: '1300555107',
    waterfallLenders: [
      { name: 'Tier 1: low-doc truck specialists', showLenderDetails: true, lenders: ['sample-lender-01', 'sample-lender-02', 'sample-lender-03'] },
      { name: 'Tier 2: commercial panel', showLenderDetails: false, lenders: ['sample-lender-04', 'sample-lender-05', 'sample-lender-06'] },
    ],
    availableVehicleAssetTypes: [
      { label: 'Car, Van or Ute', type: 'COMMERCIAL_VEHICLE_UNDER_4_5T', category: 'PASSENGER' },
      { label: 'Truck (under 4.5t GVM)', type: 'TRUCK', category: 'TRUCKS_UNDER_4_5T' },
      { label: 'Prime Mover (over 4.5t GVM)', type: 'PRIME_MOVER', category: 'PRIME_MOVERS' },
      { label: 'Trailer', type: 'TRAILER' },
      { label: 'Other', type: 'OTHER' },
    ],
    defaultVehicleAssetType: 'TRUCK',
    defaultVehicleAssetCategory: 'TRUCKS_UNDER_4_5T',
    defaultVehicleCondition: 'USED',
    addresses: ['88 Hume Highway, Campbellfield VIC 3061'],
    stockIntegration: 'sampleFeed',
  }),
  // spec 1 §9: "the motorcycle campaign sets the loan term to 3".
  branded('moto-campaign', { name: 'Thunder Ridge Motorcycles (sample)', initials: 'TR', domain: 'thunder-ridge-moto.example.com', primary: '#111111', secondary: '#C62828', accent: '#FFC400', surface: '#FAFAFA' }, {
    userFlow: 'CAMPAIGN',
    campaign: 'motorcycle',
    assetType: 'MOTORCYCLE',
    defaultVehicleAssetType: 'MOTORCYCLE',
    defaultVehicleAssetCategory: 'MOTORBIKES',
    loanTerm: 3,
    minDepositPercent: 10,
    maxLoanTerm: 4,
    dealerPhone: '1300555108',
    contactPhone: '1300555108',
    quoteText: 'Ride away from $X per week*',
    vehicles: [
      { name: 'Sample Roadster 900 (sample stock)', nvic: 'SMPM01' },
      { name: 'Sample Adventure 1200 (sample stock)', nvic: 'SMPM02' },
    ],
  }),
  // spec 2 §2 "Store selector" and "Test drive landing".
  branded('test-drive', { name: 'Metro Test Drive Centre (sample)', initials: 'MT', domain: 'metro-testdrive.example.com', primary: '#1565C0', secondary: '#0D1B2A', accent: '#4FC3F7', surface: '#F1F7FD' }, {
    userFlow: 'TEST_DRIVE',
    testDriveAgreement: true,
    testDriveAgreementText:
      'I confirm I hold a current, full driver licence and will drive the vehicle lawfully and with care. ' +
      'I accept responsibility for traffic fines incurred during the test drive. This is a sample agreement.',
    dealerPhone: '1300555109',
    contactPhone: '1300555109',
    // Cars on the floor for a drive, with the dealer's price (docs/decisions/063): the landing offers them when
    // no stock number names one. The same cars as the first of its sample stock (MT25001, MT22003, MT24005).
    vehicles: [
      { name: '2025 Toyota LandCruiser Prado VX', nvic: 'S8WSDW', price: 80990 },
      { name: '2022 Mazda Mazda3 G25 Astina', nvic: 'SJZ31B', price: 25090 },
      { name: '2024 Hyundai Tucson Base', nvic: 'S8QTCY', price: 28890 },
    ],
    storeSelectorOptions: [
      { partnerId: 'test-drive-melbourne-cbd', name: 'Metro Test Drive Melbourne CBD (sample)', postCode: '3000', state: 'VIC', coordinates: { lat: -37.8136, lng: 144.9631 } },
      { partnerId: 'test-drive-richmond', name: 'Metro Test Drive Richmond (sample)', postCode: '3121', state: 'VIC', coordinates: { lat: -37.8182, lng: 144.9984 } },
      { partnerId: 'test-drive-parramatta', name: 'Metro Test Drive Parramatta (sample)', postCode: '2150', state: 'NSW', coordinates: { lat: -33.8151, lng: 151.0011 } },
      { partnerId: 'test-drive-alexandria', name: 'Metro Test Drive Alexandria (sample)', postCode: '2015', state: 'NSW', coordinates: { lat: -33.9046, lng: 151.1945 } },
    ],
  }),
  branded('novated', { name: 'Salary Smart Leasing (sample)', initials: 'SS', domain: 'salarysmart-leasing.example.com', primary: '#00897B', secondary: '#00332E', accent: '#FF8A65', surface: '#F0FAF8' }, {
    isNovatedLease: true,
    loanUsage: 'NOVATED',
    // Salary packagers often start before choosing the car: without a price the calculator asks for one
    // and lets them go on to choose the vehicle (docs/decisions/010).
    showNoAmountPopupOnQQ: true,
    maxLoanTerm: 5,
    loanTerm: 5,
    dealerPhone: '1300555110',
    contactPhone: '1300555110',
  }),
  // spec 2 §2 "Store selector" on the standard journey: a dealer group whose quick calculator asks for the
  // store first ("With a store selector configured and no store chosen, the store selector shows"), with
  // twelve stores across six states and the ACT (docs/decisions/053). Coordinates are the suburbs' centres.
  branded('dealer-group', { name: 'Southern Cross Auto Group (sample)', initials: 'SC', domain: 'southern-cross-auto.example.com', primary: '#B3261E', secondary: '#1C1B1F', accent: '#F2B8B5', surface: '#FFF8F7' }, {
    country: 'AU',
    userFlow: 'NORMAL',
    showQuickQuote: true,
    dealerPhone: '1300555112',
    contactPhone: '1300555112',
    defaultVehicleCondition: 'USED',
    storeSelectorOptions: [
      { partnerId: 'dealer-group-dandenong', name: 'Southern Cross Dandenong (sample)', postCode: '3175', state: 'VIC', coordinates: { lat: -37.9875, lng: 145.2149 } },
      { partnerId: 'dealer-group-ringwood', name: 'Southern Cross Ringwood (sample)', postCode: '3134', state: 'VIC', coordinates: { lat: -37.8136, lng: 145.2285 } },
      { partnerId: 'dealer-group-geelong', name: 'Southern Cross Geelong (sample)', postCode: '3220', state: 'VIC', coordinates: { lat: -38.1499, lng: 144.3617 } },
      { partnerId: 'dealer-group-parramatta', name: 'Southern Cross Parramatta (sample)', postCode: '2150', state: 'NSW', coordinates: { lat: -33.8150, lng: 151.0011 } },
      { partnerId: 'dealer-group-penrith', name: 'Southern Cross Penrith (sample)', postCode: '2750', state: 'NSW', coordinates: { lat: -33.7507, lng: 150.6877 } },
      { partnerId: 'dealer-group-newcastle', name: 'Southern Cross Newcastle (sample)', postCode: '2300', state: 'NSW', coordinates: { lat: -32.9283, lng: 151.7817 } },
      { partnerId: 'dealer-group-newstead', name: 'Southern Cross Newstead (sample)', postCode: '4006', state: 'QLD', coordinates: { lat: -27.4490, lng: 153.0440 } },
      { partnerId: 'dealer-group-southport', name: 'Southern Cross Southport (sample)', postCode: '4215', state: 'QLD', coordinates: { lat: -27.9670, lng: 153.4000 } },
      { partnerId: 'dealer-group-osborne-park', name: 'Southern Cross Osborne Park (sample)', postCode: '6017', state: 'WA', coordinates: { lat: -31.9010, lng: 115.8140 } },
      { partnerId: 'dealer-group-mile-end', name: 'Southern Cross Mile End (sample)', postCode: '5031', state: 'SA', coordinates: { lat: -34.9260, lng: 138.5670 } },
      { partnerId: 'dealer-group-phillip', name: 'Southern Cross Phillip (sample)', postCode: '2606', state: 'ACT', coordinates: { lat: -35.3480, lng: 149.0880 } },
      { partnerId: 'dealer-group-moonah', name: 'Southern Cross Moonah (sample)', postCode: '7009', state: 'TAS', coordinates: { lat: -42.8460, lng: 147.3080 } },
    ],
  }),
  // spec 1 §2 "Starting screen": with the split test on, one of two partner flows is chosen 50/50.
  branded('split-test', { name: 'Lakeside Vehicles (sample)', initials: 'LV', domain: 'lakeside-vehicles.example.com', primary: '#5E35B1', secondary: '#1F1235', accent: '#26C6DA', surface: '#F6F3FC' }, {
    userFlow: 'NORMAL',
    splitTest: true,
    splitTestUserFlow: 'EARLY_SIGNUP',
    dealerPhone: '1300555111',
    contactPhone: '1300555111',
  }),
];

// The built-in fallback (spec 1 §8 "Partner config call failure: built-in configs used"): the standard
// journey with the spec's defaults (spec 1 §9) and the default support contact.
export const DEFAULT_PARTNER_ID = 'kerb';
export const DEFAULT_PARTNER_CONFIG: PartnerConfig = PartnerConfig.parse({
  id: DEFAULT_PARTNER_ID,
  partnerId: DEFAULT_PARTNER_ID,
  country: 'AU',
  userFlow: 'NORMAL',
  showQuickQuote: true,
  loanTerm: 5,
  financeTypeCommission: DEFAULT_COMMISSION,
  contactPhone: '1300555100',
  contactEmail: 'help@kerb.example.com',
} satisfies PartnerConfigInput);

/** The config the widget uses when the API cannot answer: the sample of that id, else the default
 * carrying the asked-for id (so tracking and saves still name the partner). */
export function builtInPartnerConfig(id: string): PartnerConfig {
  const sample = SAMPLE_PARTNERS.find((p) => p.id === id);
  if (sample) return PartnerConfig.parse(sample);
  return { ...DEFAULT_PARTNER_CONFIG, id, partnerId: id };
}
