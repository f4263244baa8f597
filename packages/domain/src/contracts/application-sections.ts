// Issue 36 §2 "Lead detail: the borrower's details as submitted": an application's sections as data, in the
// order a credit assessor reads them. The application pack's PDF draws these and the console lists them, so
// the two always show the same fields under the same labels. Values are written for people (money, dates,
// enumerations in words), as the pack writes them; a field without a value is left out.
import { z } from 'zod/mini';
import { Country, RepaymentFrequency } from '../enums/index';

export const SectionField = z.object({ label: z.string(), value: z.string() });
export type SectionField = z.infer<typeof SectionField>;

export const SectionColumn = z.object({
  header: z.string(),
  /** Share of the width, as the PDF lays the table out. */
  width: z.number(),
  align: z.optional(z.enum(['left', 'right'])),
});
export type SectionColumn = z.infer<typeof SectionColumn>;

/** What a section holds, in order: label/value pairs, tables, a short note, a footnote (e.g. a rate's warning). */
export const SectionPart = z.discriminatedUnion('kind', [
  /** Pairs shown two to a row (one with `columns: 1`, for long values); none given reads "Not provided". */
  z.object({ kind: z.literal('fields'), fields: z.array(SectionField), columns: z.optional(z.literal(1)) }),
  /** A table; without rows it reads `empty` ("No credit cards declared"). */
  z.object({ kind: z.literal('table'), columns: z.array(SectionColumn), rows: z.array(z.array(z.string())), empty: z.string() }),
  z.object({ kind: z.literal('note'), text: z.string() }),
  z.object({ kind: z.literal('footnote'), text: z.string() }),
]);
export type SectionPart = z.infer<typeof SectionPart>;

export const SECTION_IDS = [
  'applicant', 'address', 'loan', 'offer', 'vehicle', 'seller', 'test-drive', 'employment', 'income', 'expenses',
  'business', 'assets', 'liabilities', 'scores', 'consents', 'documents', 'bank-statements',
] as const;

export const ApplicationSection = z.object({ id: z.enum(SECTION_IDS), title: z.string(), parts: z.array(SectionPart) });
export type ApplicationSection = z.infer<typeof ApplicationSection>;

/** Issue 36 §2: the chosen lender's quote on the stored loan, beside the lead's name. */
export const LeadQuote = z.object({
  lenderName: z.string(),
  /** Null when the lender no longer quotes this loan (its terms are the lender's to confirm). */
  offer: z.nullable(z.object({
    repaymentAmount: z.number(),
    repaymentFrequency: RepaymentFrequency,
    /** Years. */
    loanTerm: z.number(),
    financeTotal: z.number(),
    advertisedRateInPercent: z.number(),
    /** Only where the lender cards show it (spec 1 §4: not for business, novated or NZ loans). */
    comparisonRateInPercent: z.optional(z.number()),
  })),
});
export type LeadQuote = z.infer<typeof LeadQuote>;

/** `GET /api/console/leads/:id/details`: the quote (null before a lender is chosen) and the sections given so far. */
export const LeadDetailsResponse = z.object({
  country: Country,
  quote: z.nullable(LeadQuote),
  sections: z.array(ApplicationSection),
});
export type LeadDetailsResponse = z.infer<typeof LeadDetailsResponse>;
