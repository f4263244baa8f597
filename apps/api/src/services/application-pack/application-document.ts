import type { ApplicationDocument, PackDocument, PackOffer, PackPartner } from '@kerb/domain/contracts/application-pack';
import type { LenderOffer } from '@kerb/domain/contracts/lenders';
import { DocumentCode } from '@kerb/domain/enums/index';
import type { RepaymentFrequency } from '@kerb/domain/enums/index';
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import { amountToBorrow } from '@kerb/domain/finance/loan-structure';
import { fromCents, toCents } from '@kerb/domain/finance/money';
import { DOCUMENT_LABELS } from '@kerb/domain/lending/required-documents';
import type { PartnerConfig } from '@kerb/domain/partner/config';
import { cardFieldRules, cardTotalPayable, DEFAULT_REPAYMENT_FREQUENCY, repaymentFor } from '@kerb/domain/quote/lender-cards';
import type { PackFacts } from './load';

/** The name on the pack when the borrower came without a partner. */
export const KERB_NAME = 'Kerb';

function packPartner(partner: PartnerConfig | null): PackPartner {
  if (!partner) return { id: null, name: KERB_NAME };
  const contact = {
    abn: partner.dealerAbn, phone: partner.contactPhone ?? partner.dealerPhone, email: partner.contactEmail ?? partner.dealerEmail,
  };
  return {
    id: partner.id,
    name: partner.dealerName ?? partner.locationName ?? partner.id,
    ...Object.fromEntries(Object.entries(contact).filter(([, v]) => v)),
  };
}

/**
 * The offer as the lender sees it. The comparison rate follows spec 1 §4's card rules ("business or NZ hides
 * comparison rate; novated hides … comparison rate") and always travels with its warning (finance.md); the
 * partner's showRates and showTotalAmountPayable are display choices for borrowers, so a lender always gets
 * the rates, the balloon and the total payable.
 */
function packOffer(offer: LenderOffer, frequency: RepaymentFrequency, facts: PackFacts): PackOffer {
  const rules = cardFieldRules({ loanUsage: facts.borrower.loan?.loanUsage, country: facts.country });
  return {
    repaymentFrequency: frequency,
    repaymentAmount: repaymentFor(offer, frequency),
    monthlyRepaymentAmount: offer.monthlyRepaymentAmount,
    fortnightlyRepaymentAmount: offer.fortnightlyRepaymentAmount,
    weeklyRepaymentAmount: offer.weeklyRepaymentAmount,
    advertisedRateInPercent: offer.advertisedRateInPercent,
    ...(rules.showComparisonRate
      ? { comparisonRateInPercent: offer.comparisonRateInPercent, comparisonRateWarning: COMPARISON_RATE_WARNING }
      : {}),
    upfrontFeeAmount: offer.upfrontFeeAmount,
    monthlyOngoingFeeAmount: offer.monthlyOngoingFeeAmount,
    balloonAmount: offer.balloonAmount,
    financeTotal: offer.financeTotal,
    totalPayable: cardTotalPayable(offer),
    totalPayableWithBalloon: fromCents(toCents(cardTotalPayable(offer)) + toCents(offer.balloonAmount)),
    loanTerm: offer.loanTerm,
    turnaroundTimeInDays: offer.turnaroundTimeInDays,
    productId: offer.productId,
  };
}

/**
 * spec 2 §3 "supportingDocs: keyed by document code, each a list of entries with id, filename, url": the files
 * the borrower's document lists, in the spec's code order, with their size and type from the upload's row.
 */
function packDocuments(facts: PackFacts): PackDocument[] {
  const rows = new Map(facts.documents.map((row) => [row.id, row]));
  const docs = facts.borrower.supportingDocs ?? {};
  const required = facts.borrower.selectedLender?.requiredDocuments ?? {};
  return DocumentCode.options.flatMap((code) => (docs[code] ?? []).map((entry) => {
    const row = rows.get(entry.id);
    return {
      id: entry.id,
      code,
      label: required[code]?.trim() || DOCUMENT_LABELS[code],
      filename: entry.filename,
      contentType: row?.contentType ?? null,
      sizeBytes: row?.size ?? null,
      uploadedAt: row?.createdAt.toISOString() ?? null,
    };
  }));
}

/** The application as one JSON document (contracts/application-pack), from its stored facts. */
export function applicationDocument(
  facts: PackFacts, { schemaUrl, now, sampleProviders = [] }: { schemaUrl: string; now: Date; sampleProviders?: readonly string[] },
): ApplicationDocument {
  const b = facts.borrower;
  const application = b.application!;
  const loan = b.loan ?? {};
  const frequency = loan.repaymentFrequency ?? DEFAULT_REPAYMENT_FREQUENCY;
  const borrowed = loan.purchasePrice === undefined
    ? undefined
    : fromCents(amountToBorrow(toCents(loan.purchasePrice), toCents(loan.deposit ?? 0), toCents(loan.tradeIn ?? 0)));
  return {
    $schema: schemaUrl,
    reference: application.id,
    country: facts.country,
    generatedAt: now.toISOString(),
    submittedAt: facts.submittedAt?.toISOString() ?? null,
    status: { isPreApproved: application.isPreApproved, isSubmitted: application.isSubmitted, isDeclined: application.isDeclined },
    partner: packPartner(facts.partner),
    borrower: { personalDetails: b.personalDetails ?? {}, addresses: b.address ?? [] },
    loan: { ...loan, ...(borrowed === undefined ? {} : { amountToBorrow: borrowed }) },
    lender: {
      lenderName: facts.offer?.lenderName ?? b.selectedLender?.lenderName ?? '',
      // The pack is only made with a lender chosen (loadPackFacts); the console's lead page reads an application
      // before one is (issue 36 §2) and leaves the lender's section out.
      matchingEngineLenderId: b.selectedLender?.matchingEngineLenderId ?? '',
    },
    offer: facts.offer ? packOffer(facts.offer, frequency, facts) : null,
    ...(b.vehicle ? { vehicle: b.vehicle } : {}),
    ...(b.seller ? { seller: b.seller } : {}),
    ...(b.testDrives?.length ? { testDrives: b.testDrives } : {}),
    ...(b.income ? { income: b.income } : {}),
    ...(b.expenses ? { expenses: b.expenses } : {}),
    employments: b.employments ?? [],
    ...(b.business ? { business: b.business } : {}),
    assets: {
      ...(b.otherAssets ? { otherAssets: b.otherAssets } : {}),
      realEstates: b.realEstates ?? [],
      motorVehicles: b.motorVehicles ?? [],
    },
    liabilities: { creditCards: b.creditCards ?? [], personalLoans: b.personalLoans ?? [] },
    ...(b.scores ? { scores: b.scores } : {}),
    ...(b.agreements ? { consents: b.agreements } : {}),
    documents: packDocuments(facts),
    ...(facts.bankStatements ? { bankStatements: facts.bankStatements } : {}),
    ...(sampleProviders.length > 0 ? { sample: [...sampleProviders] } : {}),
  };
}
