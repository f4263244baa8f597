import {
  AssetType, type InitialJourney, LoanUsage, SellerType, VehicleCondition,
} from '../enums/index';
import { isValidEmail } from '../identifiers/contact';
import { detectJourney } from '../journey/detect-journey';
import { ScreenId } from '../journey/ids';
import { shownScreen, type ShownScreen } from '../journey/shown-screen';
import { parseTestDriveDate, parseTestDriveTime } from '../journey/test-drive-schedule';
import { DEFAULT_LOAN_TERM_YEARS, type PartnerConfig } from './config';
import {
  parseBalloon, parseBuildYear, parseHexColour, parseInteger, parseLoanTerm, parseOptionalText, parsePositive,
  parseText,
} from './startup-param-values';

// spec 1 §5 "Startup parameters": every name the widget reads from the address or the embed script's data
// attributes, matched case-insensitively. "kilometres" is accepted beside "kilometers" (the partner config
// spells vehicleKilometers); "initialJourney" beside "journey" (spec 2 §2 "a query parameter for the
// initial journey").
export const STARTUP_PARAM_NAMES = [
  'loanTerm', 'deposit', 'tradeIn', 'balloon', 'loanUsage', 'price',
  'buildYear', 'kilometers', 'kilometres', 'nvic', 'vin', 'make', 'model', 'variant', 'assetType', 'condition',
  'stockId', 'qrId', 'storeId',
  'primaryColor', 'secondaryColor', 'accentColor', 'surfaceColor', 'showWelcomeScreen', 'screen',
  'testDriveFlow', 'journey', 'initialJourney', 'testDriveDate', 'testDriveTime',
  'token', 'leadToken', 'overwritePartnerId',
  'sellerName', 'sellerEmail', 'sellerPhone', 'sellerType',
] as const;
export type StartupParamName = (typeof STARTUP_PARAM_NAMES)[number];

/** Only valid values survive; anything absent or rejected is left out (loanTerm always has a value). */
export interface StartupParams {
  journey: InitialJourney;
  /** Years; the partner default (else 5) when absent or invalid. */
  loanTerm: number;
  deposit?: number;
  tradeIn?: number;
  /** Percent of the price. */
  balloon?: number;
  loanUsage?: LoanUsage;
  price?: number;
  buildYear?: number;
  kilometers?: number;
  nvic?: string;
  vin?: string;
  make?: string;
  model?: string;
  variant?: string;
  assetType?: AssetType;
  condition?: VehicleCondition;
  stockId?: string;
  qrId?: string;
  storeId?: string;
  /** Brand colours as CSS hex colours, "#" added (the parameter itself is given without it). */
  primaryColor?: string;
  secondaryColor?: string;
  accentColor?: string;
  surfaceColor?: string;
  showWelcomeScreen?: boolean;
  screen?: ShownScreen;
  /** "DD/MM/YYYY". */
  testDriveDate?: string;
  /** "HH:mm". */
  testDriveTime?: string;
  token?: string;
  leadToken?: string;
  overwritePartnerId?: string;
  sellerName?: string;
  sellerEmail?: string;
  sellerPhone?: string;
  sellerType?: SellerType;
}

export interface StartupParamOptions {
  partner: Pick<PartnerConfig, 'loanTerm'>;
  now: Date;
}

/** A URLSearchParams (typed structurally: the domain has no DOM types) or a plain record. */
export interface QueryEntries {
  entries(): Iterable<[string, string]>;
}
export type StartupQuery = Record<string, string | undefined> | QueryEntries;

const isQueryEntries = (query: StartupQuery): query is QueryEntries => typeof query.entries === 'function';

/** Lower-cased name → first value given under any spelling of that name. */
function lowerCaseQuery(query: StartupQuery): Map<string, string> {
  const entries: Iterable<[string, string | undefined]> = isQueryEntries(query)
    ? query.entries()
    : Object.entries(query);
  const byName = new Map<string, string>();
  for (const [name, value] of entries) {
    const key = name.toLowerCase();
    if (value !== undefined && !byName.has(key)) byName.set(key, value);
  }
  return byName;
}

const enumValue = <T extends string>(values: readonly T[]) =>
  (text: string | undefined): T | undefined => {
    const upper = text?.trim().toUpperCase();
    return values.find((value) => value === upper);
  };

// spec 1 §5: "Loan usage: PERSONAL, BUSINESS or NOVATED after uppercasing". The same for the other enums.
const parseLoanUsage = enumValue(LoanUsage.options);
const parseAssetType = enumValue(AssetType.options);
const parseCondition = enumValue(VehicleCondition.options);
const parseSellerType = enumValue(SellerType.options);
const screenValue = enumValue(ScreenId.options);
/** A screen that exists: NOVATED_APPROVED is shown as APPROVED, NONE chooses none (journey/shown-screen). */
const parseScreen = (text: string | undefined) => {
  const screen = screenValue(text);
  return screen && shownScreen(screen);
};

// spec 1 §5: "Show-welcome-screen honoured only if the text is true or false."
const parseFlag = (text: string | undefined) => (text === 'true' ? true : text === 'false' ? false : undefined);

export function parseStartupParams(query: StartupQuery, options: StartupParamOptions): StartupParams {
  const byName = lowerCaseQuery(query);
  const get = (name: StartupParamName) => byName.get(name.toLowerCase());
  const partnerTerm = options.partner.loanTerm ?? DEFAULT_LOAN_TERM_YEARS;
  const sellerEmail = parseText(get('sellerEmail'));

  const params: StartupParams = {
    journey: detectJourney({ testDriveFlow: get('testDriveFlow'), journey: get('journey') ?? get('initialJourney') }),
    loanTerm: parseLoanTerm(get('loanTerm')) ?? partnerTerm,
    deposit: parsePositive(get('deposit')),
    tradeIn: parsePositive(get('tradeIn')),
    balloon: parseBalloon(get('balloon')),
    loanUsage: parseLoanUsage(get('loanUsage')),
    price: parseInteger(get('price')),
    buildYear: parseBuildYear(get('buildYear'), options.now),
    kilometers: parseInteger(parseOptionalText(get('kilometers') ?? get('kilometres'))),
    nvic: parseOptionalText(get('nvic')),
    vin: parseOptionalText(get('vin')),
    make: parseText(get('make')),
    model: parseText(get('model')),
    variant: parseText(get('variant')),
    assetType: parseAssetType(get('assetType')),
    condition: parseCondition(get('condition')),
    stockId: parseText(get('stockId')),
    qrId: parseText(get('qrId')),
    storeId: parseText(get('storeId')),
    primaryColor: parseHexColour(get('primaryColor')),
    secondaryColor: parseHexColour(get('secondaryColor')),
    accentColor: parseHexColour(get('accentColor')),
    surfaceColor: parseHexColour(get('surfaceColor')),
    showWelcomeScreen: parseFlag(get('showWelcomeScreen')),
    screen: parseScreen(get('screen')),
    testDriveDate: mapDefined(get('testDriveDate'), parseTestDriveDate),
    testDriveTime: mapDefined(get('testDriveTime'), parseTestDriveTime),
    token: parseText(get('token'), 2000),
    leadToken: parseText(get('leadToken'), 2000),
    overwritePartnerId: parseText(get('overwritePartnerId')),
    sellerName: parseText(get('sellerName')),
    sellerEmail: sellerEmail !== undefined && isValidEmail(sellerEmail) ? sellerEmail : undefined,
    sellerPhone: parseText(get('sellerPhone'), 20),
    sellerType: parseSellerType(get('sellerType')),
  };
  // Leave rejected values out entirely, so `'deposit' in params` means a valid deposit was given.
  for (const key of Object.keys(params) as (keyof StartupParams)[]) {
    if (params[key] === undefined) delete params[key];
  }
  return params;
}

function mapDefined<T>(text: string | undefined, parse: (t: string) => T | undefined): T | undefined {
  return text === undefined ? undefined : parse(text);
}
