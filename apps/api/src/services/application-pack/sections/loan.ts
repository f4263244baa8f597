import type { ApplicationSection } from '@kerb/domain/contracts/application-sections';
import { formatAmount, formatMoney, formatRate, words, yesNo } from '../format';
import { type Doc, fields, phone, plural, section } from './parts';

// Issue 36 §2: what is borrowed and from whom, and what for: the loan, the chosen lender's offer, the vehicle,
// its seller and the test drive (docs/decisions/052).

export function loanSection(d: Doc): ApplicationSection {
  const { loan, country } = d;
  const money = (v: number | undefined) => (v === undefined ? undefined : formatAmount(v, country));
  return section('loan', 'Loan structure', fields([
    ['Loan purpose', words(loan.loanUsage)],
    ['Purchase price', money(loan.purchasePrice)],
    ['Deposit', money(loan.deposit)],
    ['Trade-in', money(loan.tradeIn)],
    ['Amount to borrow', money(loan.amountToBorrow)],
    ['Balloon', loan.balloon === undefined ? undefined : `${loan.balloon}%`],
    ['Loan term', loan.loanTerm === undefined ? undefined : plural(loan.loanTerm, 'year')],
    ['Repayments', loan.repaymentFrequency],
    ['Loan type', words(loan.loanType)],
    ['Finance type', words(loan.financeType)],
  ]));
}

/** The chosen lender and its offer on the stored loan; only the lender when it no longer quotes it. */
export function offerSection(d: Doc): ApplicationSection {
  const { offer, country } = d;
  const title = 'Lender and offer';
  if (!offer) {
    return section('offer', title, fields([['Lender', d.lender.lenderName], ['Lender id', d.lender.matchingEngineLenderId]]),
      { kind: 'note', text: 'The lender no longer quotes this loan; the lender will confirm its terms.' });
  }
  const two = (v: number) => formatMoney(v, country, 2);
  return section('offer', title, fields([
    ['Lender', d.lender.lenderName],
    ['Lender id', d.lender.matchingEngineLenderId],
    ['Monthly repayment', two(offer.monthlyRepaymentAmount)],
    ['Loan term', plural(offer.loanTerm, 'year')],
    ['Fortnightly repayment', two(offer.fortnightlyRepaymentAmount)],
    ['Weekly repayment', two(offer.weeklyRepaymentAmount)],
    ['Interest rate', formatRate(offer.advertisedRateInPercent)],
    ['Comparison rate*', offer.comparisonRateInPercent === undefined ? undefined : formatRate(offer.comparisonRateInPercent)],
    ['Upfront fee', two(offer.upfrontFeeAmount)],
    ['Monthly fee', two(offer.monthlyOngoingFeeAmount)],
    ['Balloon payment', two(offer.balloonAmount)],
    ['Amount financed', two(offer.financeTotal)],
    ['Total of repayments', two(offer.totalPayable)],
    ['Total payable with balloon', offer.balloonAmount > 0 ? two(offer.totalPayableWithBalloon) : undefined],
    ['Turnaround', plural(offer.turnaroundTimeInDays, 'business day')],
  ]), ...(offer.comparisonRateWarning ? [{ kind: 'footnote' as const, text: `*${offer.comparisonRateWarning}` }] : []));
}

export function vehicleSection(d: Doc): ApplicationSection {
  const v = d.vehicle ?? {};
  const name = [v.buildYear, v.make?.name, v.model?.name, v.variant].filter(Boolean).join(' ');
  return section('vehicle', 'Vehicle', fields([
    ['Vehicle', name || 'Not chosen yet'],
    ['Description', v.description && v.description !== name ? v.description : undefined],
    ['Asset type', words(v.assetType)],
    ['Condition', words(v.condition)],
    ['Registration', [v.registrationNumber, v.registrationState].filter(Boolean).join(' ') || undefined],
    ['Kilometres', v.kilometers === undefined ? undefined : v.kilometers.toLocaleString('en-AU')],
    ['VIN', v.vin],
    ['NVIC', v.nvic],
    ['Valuation', v.glassValuation === undefined ? undefined : formatAmount(v.glassValuation, d.country)],
    ['Stock number', v.stockNumber],
  ]));
}

export function sellerSection(d: Doc): ApplicationSection {
  const s = d.seller ?? {};
  return section('seller', 'Seller', fields([['Seller type', words(s.type)], ['Name', s.name], ['Contact', s.contactName], ['Phone', phone(s.phone)], ['E-mail', s.email]]));
}

/** spec 2 §3 "Test drive": the drive booked with the dealer, beside the vehicle it is for (docs/decisions/052). */
export function testDriveSection(d: Doc): ApplicationSection | undefined {
  const drive = d.testDrives?.[0];
  if (!drive) return undefined;
  return section('test-drive', 'Test drive', fields([
    ['Date', drive.date], ['Time', drive.time],
    ['Agreement accepted', yesNo(drive.agreedToTestDriveAgreement ?? false)],
    ['Went on to finance', yesNo(drive.proceededToFinance ?? false)],
  ]));
}
