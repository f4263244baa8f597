import { backFromOutcome, ringValue, SCORE_RINGS } from '@kerb/domain/quote/outcome';
import { useAppStore } from '#app/store';
import { Ring } from '#ui/ring';
import { ScreenLayout } from '#ui/screen-layout';
import './outcome.css';

/**
 * spec 2 §2 "Your scores": three rings (credit score, eligibility, accuracy), each with an explanation,
 * capped at 100, read from the borrower's scores (stored from the pre-approval answer, spec 2 §7). Until
 * the check has run the rings stay empty: no figure is made up. Next goes to indicatively approved (the
 * novated cost summary is fetched there); Back to the OCR summary, or income in test drive.
 */
export function YourScoresScreen() {
  const scores = useAppStore((s) => s.borrower.scores);
  const journey = useAppStore((s) => s.journey);
  const testDrives = useAppStore((s) => s.borrower.testDrives);
  const back = backFromOutcome({ journey, testDrives, screen: 'YOUR_SCORES' });
  const setDisplay = useAppStore((s) => s.setDisplay);
  const values = SCORE_RINGS.map((ring) => ({ ...ring, value: ringValue(scores?.[ring.key]) }));
  const checked = values.some((v) => v.value !== null);
  return (
    <ScreenLayout
      screenId="YOUR_SCORES"
      title="Your scores"
      helper={checked ? 'How your application looks to our lenders, out of 100.' : 'Your scores appear here once we’ve checked your details with the credit bureau.'}
      onBack={back ? () => setDisplay(back) : undefined}
      onNext={() => setDisplay('APPROVED')}
    >
      <ul className="kerb-scores">
        {values.map((ring) => (
          <li key={ring.key} className="kerb-score">
            <Ring value={ring.value} label={ring.label} size={84} />
            <div>
              <h2 className="kerb-score__label">{ring.label}</h2>
              <p className="kerb-score__text">{ring.explanation}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="kerb-outcome__note">A soft check like this doesn’t affect your credit score.</p>
    </ScreenLayout>
  );
}

export default YourScoresScreen;
