import type { Address } from '@kerb/domain/borrower/address';
import type { Loan } from '@kerb/domain/borrower/loan';
import { deepMerge } from '@kerb/domain/borrower/merge';
import type { PersonalDetails } from '@kerb/domain/borrower/personal-details';
import type { Seller } from '@kerb/domain/borrower/seller';
import type { Vehicle } from '@kerb/domain/borrower/vehicle';
import type { Lead } from '@kerb/domain/contracts/lead';
import type { JourneyStart } from '@kerb/domain/journey/detect-journey';
import { isVehicleKnown } from '@kerb/domain/journey/vehicle-known';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import type { StartupParams } from '@kerb/domain/partner/startup-params';
import type { BorrowerDraft } from './borrower-draft';

// spec 1 §4 "Startup order": "apply vehicle parameters, loan parameters, then lead, seller and partner
// overwrite"; "general flags are set after vehicle parameters". Each step lays only the values given over
// the borrower (a stored borrower keeps what the parameters do not mention).

/** Drops undefined values so a merge never writes them. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const merge = (borrower: BorrowerDraft, patch: BorrowerDraft) => deepMerge(borrower, patch) as BorrowerDraft;

export interface VehicleStep {
  borrower: BorrowerDraft;
  vehicleKnown: boolean;
  assetTypeFromParams: boolean;
}

type PartnerVehicle = Pick<PartnerConfig, 'vin' | 'nvic' | 'vehicleKilometers' | 'vehicleStockNumber'>;

export function applyVehicleParams(
  borrower: BorrowerDraft, params: StartupParams, partner: PartnerVehicle, start: JourneyStart,
): VehicleStep {
  // A partner's own vehicle (a single-vehicle page) stands in for parameters it does not override.
  const vin = params.vin ?? partner.vin;
  const nvic = params.nvic ?? partner.nvic;
  const vehicle: Vehicle = defined({
    assetType: params.assetType,
    condition: params.condition,
    buildYear: params.buildYear,
    make: params.make ? { name: params.make } : undefined,
    model: params.model ? { name: params.model } : undefined,
    variant: params.variant,
    kilometers: params.kilometers ?? partner.vehicleKilometers,
    vin,
    nvic,
    stockNumber: params.stockId ?? partner.vehicleStockNumber,
  });
  // The vehicle-known flag (domain rule) is a general flag, set after the vehicle parameters.
  const vehicleKnown = isVehicleKnown(
    { vin, nvic, make: params.make, model: params.model, variant: params.variant, buildYear: params.buildYear },
    start,
  );
  return {
    borrower: merge(borrower, { vehicle: { ...vehicle, isVehicleKnown: vehicleKnown } }),
    vehicleKnown,
    assetTypeFromParams: params.assetType !== undefined,
  };
}

export function applyLoanParams(
  borrower: BorrowerDraft, params: StartupParams, partner: Pick<PartnerConfig, 'loanUsage' | 'price'>, loanTermGiven: boolean,
): BorrowerDraft {
  const current = borrower.loan ?? {};
  // The term always has a value (the partner default when absent); it only replaces a stored term when the
  // address named one. The stored document keeps whole years.
  const term = (loanTermGiven || current.loanTerm === undefined) && Number.isInteger(params.loanTerm) ? params.loanTerm : undefined;
  const loan: Loan = defined({
    loanTerm: term,
    purchasePrice: params.price ?? (current.purchasePrice === undefined ? partner.price : undefined),
    deposit: params.deposit,
    tradeIn: params.tradeIn,
    balloon: params.balloon,
    loanUsage: params.loanUsage ?? (current.loanUsage === undefined ? partner.loanUsage : undefined),
  });
  return Object.keys(loan).length ? merge(borrower, { loan }) : borrower;
}

/** GET /flow/v1/lead/{token} prefills first name, mobile and the rest the lead carries. */
export function applyLead(borrower: BorrowerDraft, lead: Lead | null): BorrowerDraft {
  if (!lead) return borrower;
  const personalDetails: PersonalDetails = defined({
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    mobilePhone: lead.mobilePhone?.replace(/\D/g, '') || undefined,
  });
  const address: Address = defined({
    unitNumber: lead.unitNumber, streetNumber: lead.streetNumber, streetName: lead.streetName, suburb: lead.suburb,
    state: lead.state, postcode: lead.postcode,
  });
  const withPerson = merge(borrower, { personalDetails });
  if (Object.keys(address).length === 0) return withPerson;
  const [first, ...rest] = withPerson.address ?? [];
  return { ...withPerson, address: [{ ...first, ...address }, ...rest] };
}

export function applySellerAndOverwrite(borrower: BorrowerDraft, params: StartupParams): BorrowerDraft {
  const seller: Seller = defined({
    name: params.sellerName,
    email: params.sellerEmail,
    phone: params.sellerPhone?.replace(/\D/g, '') || undefined,
    type: params.sellerType,
  });
  let next = Object.keys(seller).length ? merge(borrower, { seller }) : borrower;
  if (params.overwritePartnerId) next = { ...next, application: { ...next.application, partnerOverwriteId: params.overwritePartnerId } };
  if (params.testDriveDate || params.testDriveTime) {
    const [first, ...rest] = next.testDrives ?? [];
    next = { ...next, testDrives: [{ ...first, ...defined({ date: params.testDriveDate, time: params.testDriveTime }) }, ...rest] };
  }
  return next;
}
