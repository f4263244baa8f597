import { NOT_SHOWN_TO_USER, type ShownLenderEntry, type ShownLendersRecord } from '../borrower/lenders';

// spec 1 §3 "Lender-shown record: screenShown, vehicleUrl, shownLenders (lenderName and
// monthlyRepaymentAmount; names masked as "Not shown to user" when the lender was not shown)".
// spec 1 §4: "Adding shown lenders skips entries already recorded with the same vehicle URL, screen shown
// and identical lender and repayment list."

export { NOT_SHOWN_TO_USER };

/** The borrower document keeps at most this many records (borrower schema); the oldest go first. */
export const SHOWN_LENDERS_MAX = 200;

export interface ShownOffer {
  lenderName: string;
  matchingEngineLenderId: string;
  monthlyRepaymentAmount: number;
  vehicleUrl?: string | null | undefined;
}

/**
 * The record for what a screen showed: every offer in the order listed, with the names of the offers the
 * person did not see masked (a selection shows one card; a tier may hide its lenders' details).
 */
export function shownLendersRecord(
  screenShown: string, offers: readonly ShownOffer[], isShown: (offer: ShownOffer) => boolean, vehicleUrl?: string | null,
): ShownLendersRecord {
  const url = vehicleUrl ?? offers.find((o) => o.vehicleUrl)?.vehicleUrl ?? undefined;
  return {
    screenShown,
    ...(url ? { vehicleUrl: url } : {}),
    shownLenders: offers.slice(0, 100).map((offer) => ({
      lenderName: isShown(offer) ? offer.lenderName : NOT_SHOWN_TO_USER,
      monthlyRepaymentAmount: offer.monthlyRepaymentAmount,
    })),
  };
}

const sameEntries = (a: readonly ShownLenderEntry[], b: readonly ShownLenderEntry[]) =>
  a.length === b.length && a.every((e, i) => e.lenderName === b[i]?.lenderName && e.monthlyRepaymentAmount === b[i]?.monthlyRepaymentAmount);

/** True when an identical record (vehicle URL, screen and lender and repayment list) is already kept. */
export const isAlreadyRecorded = (existing: readonly ShownLendersRecord[], record: ShownLendersRecord): boolean =>
  existing.some((r) => (r.vehicleUrl ?? null) === (record.vehicleUrl ?? null) && r.screenShown === record.screenShown && sameEntries(r.shownLenders, record.shownLenders));

/** The list with the record added, or the same list (same reference) when it is a duplicate or empty. */
export function addShownLenders(existing: readonly ShownLendersRecord[] | undefined, record: ShownLendersRecord): ShownLendersRecord[] {
  const list = existing ?? [];
  if (record.shownLenders.length === 0 || isAlreadyRecorded(list, record)) return list as ShownLendersRecord[];
  return [...list, record].slice(-SHOWN_LENDERS_MAX);
}
