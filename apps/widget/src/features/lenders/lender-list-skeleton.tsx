import { Skeleton } from '#ui/spinner';

/** Reserves the cards' space while the offers load (UI.md "Motion": no layout shift). */
export function LenderListSkeleton() {
  return (
    <div className="kerb-lender-list" aria-busy="true" aria-label="Loading lenders">
      {[0, 1, 2].map((i) => (
        <div key={i} className="kerb-lender kerb-lender--skeleton">
          <div className="kerb-lender__head">
            <Skeleton width={44} height={44} radius={12} />
            <Skeleton width="45%" height={18} />
            <Skeleton width={84} height={28} />
          </div>
          <Skeleton height={40} />
        </div>
      ))}
    </div>
  );
}
