import type { BorrowerDocument } from '@kerb/domain/borrower/index';
import type { Country, PreApprovalVerdict } from '@kerb/domain/enums/index';
import { currencyOf } from '@kerb/domain/finance/money';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

// Issue 36 §10 "Lead formats a dealer's systems already take" (docs/decisions/074): the lead as an ADF 1.0
// (Auto-lead Data Format) XML document, which dealer management systems and CRMs import as they come,
// attached to the partner's lead e-mail when the partner asks for it (`adfLead`).

export const ADF_CONTENT_TYPE = 'application/x-adf+xml';

export interface AdfLeadFacts {
  applicationId: string;
  borrower: BorrowerDocument;
  partner: PartnerConfig;
  country: Country;
  /** When the lead was made: ADF's requestdate. */
  now: Date;
  /** How far the lead has come (the pre-approval's verdict, or the submit): said in the comments. */
  stage: PreApprovalVerdict | 'SUBMITTED';
}

const STAGE_TEXT: Record<AdfLeadFacts['stage'], string> = {
  APPROVED: 'Indicatively approved for finance.',
  REFERRED: 'Finance pre-approval referred for a closer look.',
  DECLINED: 'Finance pre-approval declined.',
  SUBMITTED: 'Finance application submitted{lender}.',
};

// ADF's vehicle status is new or used; a demonstrator is sold as used.
const statusOf = (condition: string | undefined) => (condition === 'NEW' ? 'new' : 'used');

/** An element with text, left out when the value is missing (ADF's optional elements are simply absent). */
function add(parent: XMLBuilder, name: string, value: string | number | null | undefined, attributes: Record<string, string> = {}): void {
  if (value === undefined || value === null || value === '') return;
  parent.ele(name, attributes).txt(String(value));
}

function vehicle(prospect: XMLBuilder, { borrower, country }: AdfLeadFacts): void {
  const v = borrower.vehicle ?? {};
  const loan = borrower.loan ?? {};
  const currency = currencyOf(country);
  const node = prospect.ele('vehicle', { interest: 'buy', status: statusOf(v.condition) });
  add(node, 'id', v.nvic, { source: 'NVIC' });
  add(node, 'year', v.buildYear);
  add(node, 'make', v.make?.name);
  add(node, 'model', v.model?.name);
  add(node, 'vin', v.vin);
  add(node, 'stock', v.stockNumber);
  add(node, 'trim', v.variant);
  add(node, 'odometer', v.kilometers, { status: 'original', units: 'km' });
  add(node, 'price', loan.purchasePrice, { type: 'asking', currency });
  const finance = node.ele('finance');
  finance.ele('method').txt('finance');
  add(finance, 'amount', loan.deposit, { type: 'downpayment', limit: 'exact', currency });
}

function customer(prospect: XMLBuilder, { borrower, country, stage, applicationId }: AdfLeadFacts): void {
  const person = borrower.personalDetails ?? {};
  const node = prospect.ele('customer');
  const contact = node.ele('contact', { primarycontact: '1' });
  add(contact, 'name', person.firstName, { part: 'first', type: 'individual' });
  add(contact, 'name', person.middleName, { part: 'middle', type: 'individual' });
  add(contact, 'name', person.lastName, { part: 'last', type: 'individual' });
  add(contact, 'email', person.email);
  add(contact, 'phone', person.mobilePhone, { type: 'cellphone' });
  const [home] = borrower.address ?? [];
  if (home) {
    const address = contact.ele('address', { type: 'home' });
    const number = home.unitNumber ? `${home.unitNumber}/${home.streetNumber ?? ''}` : home.streetNumber;
    const street = [number, home.streetName].filter(Boolean).join(' ');
    add(address, 'street', street, { line: '1' });
    add(address, 'city', home.suburb);
    add(address, 'regioncode', home.state);
    add(address, 'postalcode', home.postcode);
    address.ele('country').txt(country);
  }
  const lender = borrower.selectedLender?.lenderName;
  const { loanTerm, balloon } = borrower.loan ?? {};
  // ADF has no place for the loan's term or balloon (a share of the price, not an amount): said in words.
  const said = [
    STAGE_TEXT[stage].replace('{lender}', lender ? ` to ${lender}` : ''),
    loanTerm ? `Loan term ${loanTerm} years.` : '',
    balloon ? `Balloon ${balloon}%.` : '',
    `Kerb application ${applicationId}.`,
  ].filter(Boolean).join(' ');
  node.ele('comments').txt(said);
}

/** The lead as an ADF 1.0 document (XML declaration and the `<?adf version="1.0"?>` instruction first). */
export function adfLead(facts: AdfLeadFacts): string {
  const partnerName = facts.partner.dealerName ?? facts.partner.locationName ?? facts.partner.id;
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ins('adf', 'version="1.0"');
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: 'Kerb' }).txt(facts.applicationId);
  // ADF's requestdate is ISO 8601 to the second, with the offset (as its examples write it).
  prospect.ele('requestdate').txt(facts.now.toISOString().replace(/\.\d+Z$/, '+00:00'));
  vehicle(prospect, facts);
  customer(prospect, facts);
  const vendor = prospect.ele('vendor');
  vendor.ele('vendorname').txt(partnerName);
  if (facts.partner.dealerPhone || facts.partner.contactEmail) {
    const contact = vendor.ele('contact');
    contact.ele('name', { part: 'full' }).txt(partnerName);
    add(contact, 'email', facts.partner.contactEmail);
    add(contact, 'phone', facts.partner.dealerPhone, { type: 'voice' });
  }
  const provider = prospect.ele('provider');
  provider.ele('name', { part: 'full' }).txt('Kerb');
  provider.ele('service').txt('Vehicle finance application');
  return doc.end({ prettyPrint: true });
}
