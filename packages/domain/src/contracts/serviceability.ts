// spec 2 §7 "POST /api/serviceability": the payload of spec 2 §7, plus our `country` (spec 2 §7: the answer
// is "generalLender.isServicing (NZGeneralLender for NZ)") and an optional `quote`, the lender-list request
// whose offers are checked one by one. The API validates with these; the widget parses answers with them.
import { z } from 'zod/mini';
import { Country } from '../enums/index';
import { ServiceabilityInput } from '../serviceability/input';
import { LenderOffer, QuoteRequest } from './lenders';

export const ServiceabilityRequest = z.strictObject({
  ...ServiceabilityInput.shape,
  /** AU unless given; a quote's country when only the quote names one. */
  country: z.optional(Country),
  /** The quote whose offers are assessed (issue 3: "lenders (the offers that still service)"). Without it,
   * a logged-in caller's saved loan is quoted; without either, no lender is checked. */
  quote: z.optional(QuoteRequest),
});
export type ServiceabilityRequest = z.output<typeof ServiceabilityRequest>;
export type ServiceabilityRequestInput = z.input<typeof ServiceabilityRequest>;

const Servicing = z.object({ isServicing: z.boolean() });

/** Monthly dollars to the cent: how the answer was reached (finance.md "Serviceability"). */
export const ServiceabilityAssessment = z.object({
  netMonthlyIncome: z.number(),
  otherIncomeAssessed: z.number(),
  declaredLivingExpenses: z.number(),
  benchmarkLivingExpenses: z.number(),
  livingExpenses: z.number(),
  existingCommitments: z.number(),
  /** The indicative offer's repayment at its rate plus the buffer; without offers the payload's repayment
   * (spec 2 §9 fallback 300 when none is given). */
  assessedRepayment: z.number(),
});
export type ServiceabilityAssessment = z.infer<typeof ServiceabilityAssessment>;

export const ServiceabilityResponse = z.object({
  /** AU answers carry generalLender, NZ answers NZGeneralLender (spec 2 §7). */
  generalLender: z.optional(Servicing),
  NZGeneralLender: z.optional(Servicing),
  hasLenders: z.boolean(),
  /** The offers that still service, in the quote's order. */
  lenders: z.array(LenderOffer),
  /**
   * Issue 33 §4: when the general lender does not service the loan, the largest amount to borrow (whole
   * dollars) that it would, confirmed on a fresh quote with the deposit raised to bring the loan within it.
   * Absent when the loan services, or no smaller loan does.
   */
  largestAmountToBorrow: z.optional(z.number()),
  /** Net monthly surplus, dollars to the cent (negative when short). */
  surplus: z.number(),
  /** Net surplus ratio, 2 decimals. */
  ratio: z.number(),
  assessment: ServiceabilityAssessment,
});
export type ServiceabilityResponse = z.infer<typeof ServiceabilityResponse>;

/** spec 2 §7: the general lender's answer, whichever country's key carries it. */
export const isServicing = (response: Pick<ServiceabilityResponse, 'generalLender' | 'NZGeneralLender'>): boolean =>
  (response.generalLender ?? response.NZGeneralLender)?.isServicing ?? false;
