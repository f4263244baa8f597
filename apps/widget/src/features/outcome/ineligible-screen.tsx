import { changeToConsumerLoan } from '@kerb/domain/borrower/ineligible';
import type { ScreenId } from '@kerb/domain/journey/ids';
import { saveBorrower } from '#app/borrower-sync';
import { goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { OutcomeScreen } from './outcome-screen';

type IneligibleId = Extract<ScreenId, 'INELIGIBLE' | 'EMPLOYMENTINELIGIBLE' | 'INCOMEINELIGIBLE'>;

const CHANGE_TO_CONSUMER = 'Change Loan to Consumer';

/**
 * spec 1 §2 "Ineligible screens (novated leases)", each with its button and "a contact box with phone and
 * email". The quoted words are the spec's; the rest is docs/decisions/035.
 */
const WORDS: Record<IneligibleId, { title: string; lead: string; text: string; button: string }> = {
  // "explains novated leases need full or part-time employment, a consistent salary and an employer offering
  // salary packaging."
  EMPLOYMENTINELIGIBLE: {
    title: 'A novated lease needs permanent work',
    lead: 'Novated leases are paid from your salary before tax, so lenders need three things.',
    text: 'Full or part-time employment, a consistent salary, and an employer that offers salary packaging. A consumer car loan doesn’t need any of them, and you can compare it now.',
    button: CHANGE_TO_CONSUMER,
  },
  // "INCOMEINELIGIBLE: "Minimum Income not met"; button "Edit Income Details" goes to income."
  INCOMEINELIGIBLE: {
    title: 'Minimum Income not met',
    lead: 'The lenders who offer novated leases need a higher income for this vehicle.',
    text: 'If your income is more than you told us, edit your income details. Otherwise we’re happy to talk about other options.',
    button: 'Edit Income Details',
  },
  // "INELIGIBLE: "Unfortunately, you don't meet the criteria for a novated lease." with "Change Loan to Consumer"."
  INELIGIBLE: {
    title: 'Novated lease not available',
    lead: "Unfortunately, you don't meet the criteria for a novated lease.",
    text: 'A consumer car loan may still suit you. Change your loan and compare offers in a minute.',
    button: CHANGE_TO_CONSUMER,
  },
};

/** "Leaving them clears a stored value before moving on": the lender count that led here (decision 035). */
async function leave(screen: IneligibleId) {
  const store = useAppStore.getState();
  if (WORDS[screen].button === CHANGE_TO_CONSUMER) {
    store.updateBorrower(changeToConsumerLoan);
    await saveBorrower(useAppStore);
  }
  store.setLenderCount(null);
  goNext(screen);
}

export function IneligibleScreen() {
  const screen = useAppStore((s) => s.display) as IneligibleId;
  const words = WORDS[screen] ?? WORDS.INELIGIBLE;
  return (
    <OutcomeScreen screenId={screen} title={words.title} tone="declined" action={{ label: words.button, onClick: () => void leave(screen) }}>
      <p className="kerb-outcome__lead">{words.lead}</p>
      <p className="kerb-outcome__text">{words.text}</p>
    </OutcomeScreen>
  );
}

export default IneligibleScreen;
