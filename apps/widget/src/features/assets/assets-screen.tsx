import { ASSET_SECTIONS, assetsAndLiabilitiesComplete, sectionComplete } from '@kerb/domain/borrower/assets-and-liabilities';
import { submitsFromAssets } from '@kerb/domain/journey/assets-navigation';
import { useState } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext, journeyContextOf } from '#app/journey';
import { useAppStore } from '#app/store';
import { submitAndShowOutcome } from '#app/submit';
import { ScreenLayout } from '#ui/screen-layout';
import { TickIcon } from '#ui/tick-icon';
import { SectionIcon } from './section-icon';
import { sectionSummary } from './section-summary';
import { SECTION_TEXT } from './sections';
import './assets.css';

const SUBMIT_FAILED = "We couldn't submit your application just now. Please try again.";

/**
 * spec 2 §2 "Assets and liabilities": "Rows for Real Estate, Motor Vehicle, Savings and More, Credit Cards,
 * Personal Loans; each opens a sub-screen and shows a tick when complete; error highlight when incomplete. Next
 * requires all sections valid; with a selected lender, if all required documents are present submit directly,
 * else go to supporting docs; with no lender go to indicatively referred." The domain routes (assets-navigation).
 */
export function AssetsScreen() {
  const borrower = useAppStore((s) => s.borrower);
  const country = useAppStore((s) => s.partner?.country ?? 'AU');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const next = async () => {
    if (!assetsAndLiabilitiesComplete(useAppStore.getState().borrower)) return setTried(true);
    setBusy(true);
    setFailed(false);
    await saveBorrower(useAppStore);
    if (submitsFromAssets(journeyContextOf(useAppStore.getState()))) {
      const result = await submitAndShowOutcome();
      setBusy(false);
      // The server still misses a document: supporting docs shows which (the domain's Next with a lender).
      if (!result.submitted && result.missing.length > 0) goNext('ASSETS_AND_LIABILITIES');
      else if (!result.submitted) setFailed(true);
      return;
    }
    setBusy(false);
    goNext('ASSETS_AND_LIABILITIES');
  };

  return (
    <ScreenLayout
      screenId="ASSETS_AND_LIABILITIES" title="Assets and liabilities"
      helper="Tell us what you own and owe. Lenders use it to check the loan suits you."
      onBack={() => goBack('ASSETS_AND_LIABILITIES')} onNext={() => void next()} nextDisabled={busy}
      nextLabel={busy ? 'Please wait...' : 'Next'}
    >
      <ul className="kerb-assets__rows">
        {ASSET_SECTIONS.map((section) => {
          const complete = sectionComplete(section, borrower);
          const invalid = tried && !complete;
          const { title } = SECTION_TEXT[section];
          const summary = sectionSummary(section, borrower, country);
          return (
            <li key={section}>
              <button
                type="button" className={['kerb-assets__row', complete && 'kerb-assets__row--done', invalid && 'kerb-assets__row--invalid'].filter(Boolean).join(' ')}
                onClick={() => useAppStore.getState().openModal(section, { closable: true })}
              >
                <span className="kerb-assets__icon"><SectionIcon section={section} /></span>
                <span className="kerb-assets__text">
                  <strong>{title}</strong>
                  <span>{invalid ? 'Please complete this section' : summary}</span>
                </span>
                <span className="kerb-assets__status">
                  {complete ? <TickIcon filled size={24} /> : <span className="kerb-assets__chevron" aria-hidden="true">›</span>}
                  <span className="kerb-visually-hidden">{complete ? 'Complete' : 'Needs details'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {tried && !assetsAndLiabilitiesComplete(borrower) && (
        // The rows say which, in red (spec 2 §8 "red error highlight only"); this tells a screen reader.
        <p className="kerb-visually-hidden" role="alert">Please complete the sections marked in red.</p>
      )}
      {failed && <p className="kerb-assets__error" role="alert">{SUBMIT_FAILED}</p>}
    </ScreenLayout>
  );
}

export default AssetsScreen;
