import { AU_STATES, NZ_REGIONS } from '../enums/index';
import type { Business } from './business';

// The three lender-specific question modals (spec 1 §2; their content is docs/decisions/029): which answers
// each needs. Read by the modals, and by the journey to know whether a modal still has questions to ask.

export type LenderQuestions = 'BUSINESS' | 'INCOME' | 'RESIDENCY';

/** A trust borrows through its trustee, whom the lender contracts with (spec 1 §3 "trusteeName, trusteeType"). */
export const isTrust = (entityTypeName: string | undefined) => Boolean(entityTypeName && /trust/i.test(entityTypeName));

/** decision 029: the industry is asked again only when the business screen left it out (an older application). */
export interface LenderQuestionsContext {
  country: 'AU' | 'NZ';
  /** Whether the modal asks the industry (it was missing when the modal opened). */
  asksIndustry: boolean;
  /** Whether the income questions ask the revenue (it was missing when the modal opened). */
  asksRevenue: boolean;
}

export type LenderQuestionErrors = Partial<Record<
  'industry' | 'annualRevenue' | 'trusteeName' | 'incomeEvidence' | 'suburb' | 'state' | 'postcode' | 'yearsAtAddress',
  string | true
>>;

const missingRevenue = (b: Business) => b.annualRevenue === undefined || b.annualRevenue <= 0;

/**
 * spec 2 §5 "Business-lender questions: annual revenue max 999999999; suburb max 12 characters; postcode
 * numeric, 4 digits"; spec 1 §5 "NZ: region replaces state". Which answers each modal needs is decision 029.
 */
export function lenderQuestionErrors(kind: LenderQuestions, b: Business, ctx: LenderQuestionsContext): LenderQuestionErrors {
  const errors: LenderQuestionErrors = {};
  if (kind === 'BUSINESS') {
    if (ctx.asksIndustry && !b.industry?.trim()) errors.industry = true;
    if (missingRevenue(b)) errors.annualRevenue = true;
    if (isTrust(b.entityTypeName) && !b.trusteeName?.trim()) errors.trusteeName = true;
  } else if (kind === 'INCOME') {
    if (!b.incomeEvidence) errors.incomeEvidence = true;
    if (ctx.asksRevenue && missingRevenue(b)) errors.annualRevenue = true;
  } else {
    const a = b.primaryAddress ?? {};
    if (!a.suburb?.trim()) errors.suburb = true;
    const states: readonly string[] = ctx.country === 'NZ' ? NZ_REGIONS : AU_STATES;
    if (!a.state || !states.includes(a.state)) errors.state = true;
    if (!a.postcode) errors.postcode = true;
    else if (!/^\d{4}$/.test(a.postcode)) errors.postcode = 'Please enter a 4-digit postcode';
    if (a.yearsAtAddress === undefined) errors.yearsAtAddress = true;
  }
  return errors;
}
