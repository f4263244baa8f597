import type { Business, PreviousBusiness } from '@kerb/domain/borrower/business';
import { businessDetailsErrors } from '@kerb/domain/borrower/business-details';
import { useEffect, useRef, useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext, hasBack } from '#app/journey';
import { useAppStore } from '#app/store';
import { ScreenLayout } from '#ui/screen-layout';
import { todayIso } from '#lib/today';
import { IdentityFields } from './identity-fields';
import { identityOf, withIdentity } from './business-parts';
import type { RegisterFill } from './register-lookup';
import './business.css';

const NO_BUSINESS: Business = {};
/** The business part of the borrower as it is now (spec 1 §3 "Business"); one empty object, so the store's
 * selector answers the same value until something changes. */
const businessOf = (b: { business?: Business | null | undefined }): Business => b.business ?? NO_BUSINESS;

/**
 * spec 1 §2 "Business Details screen": the identity fields (IdentityFields), written straight into the
 * borrower's business. Next needs spec 1 §5's answers (domain businessDetailsErrors), highlighted only after
 * Next; it saves and the domain routes (business-navigation: basic, or the previous-business check for a
 * business younger than 2 years).
 */
export function BusinessScreen() {
  const business = useAppStore((s) => businessOf(s.borrower));
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const partnerId = useAppStore((s) => s.partnerId);
  const update = useAppStore((s) => s.updateBorrower);
  const [today] = useState(todayIso);
  const [tried, setTried] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const manual = Boolean(business.manualEntry);
  const ctx = { country, today, manualEntry: manual };
  const errors = tried ? businessDetailsErrors(business, ctx) : {};

  // After a refused Next, focus the first question that needs an answer.
  useEffect(() => {
    if (tried) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);

  const editIdentity = (change: (b: PreviousBusiness) => PreviousBusiness) =>
    update((b) => ({ ...b, business: withIdentity(businessOf(b), change(identityOf(businessOf(b)))) }));
  // spec 1 §5 "NZ: region replaces state": the register's state or region and postcode become the address's.
  const found = ({ address }: RegisterFill) =>
    update((b) => {
      const current = businessOf(b);
      return { ...b, business: { ...current, primaryAddress: { ...current.primaryAddress, ...address } } };
    });

  const next = async () => {
    if (Object.keys(businessDetailsErrors(businessOf(useAppStore.getState().borrower), ctx)).length > 0) {
      setTried((n) => n + 1);
      return;
    }
    await saveBorrower(useAppStore);
    goNext('BUSINESS');
  };

  return (
    <ScreenLayout
      screenId="BUSINESS" title="Business details" helper="Find your business on the register and we'll fill in the details for lenders."
      onBack={hasBack('BUSINESS') ? () => goBack('BUSINESS') : undefined} onNext={() => void next()}
    >
      <div ref={body} className="kerb-business-form">
        <IdentityFields
          value={business} manual={manual} country={country} partnerId={partnerId} errors={errors}
          onChange={editIdentity} onFound={found} address={business.primaryAddress}
          onManualChange={(manualEntry) => update((b) => ({ ...b, business: { ...businessOf(b), manualEntry } }))}
        />
      </div>
    </ScreenLayout>
  );
}

export default BusinessScreen;
