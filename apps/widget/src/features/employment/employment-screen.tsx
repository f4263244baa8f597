import { setEmploymentIndex } from '@kerb/domain/borrower/changes';
import { employmentEntryErrors, firstIncompleteEntry, HISTORY_YEARS, historyMonths, workHistoryComplete } from '@kerb/domain/borrower/work-history';
import { saveBorrower } from '#app/borrower-sync';
import { goBack, goNext } from '#app/journey';
import { useAppStore } from '#app/store';
import { Button } from '#ui/button';
import { ScreenLayout } from '#ui/screen-layout';
import { TickIcon } from '#ui/tick-icon';
import { historyText } from './history-text';
import './employment.css';

/**
 * spec 2 §2 "Employment (Work Details)": the employment entries with completion ticks, each opening the
 * work-history entry; three years of history needed. Next: "all entries complete and 3 years of history,
 * else the first incomplete entry opens" (a new entry when all are complete but short); the domain routes.
 */
export function EmploymentScreen() {
  const employments = useAppStore((s) => s.borrower.employments) ?? [];
  const novated = useAppStore((s) => s.borrower.loan?.loanUsage === 'NOVATED');
  const months = historyMonths(employments);

  const openEntry = (index: number) => {
    const state = useAppStore.getState();
    state.updateBorrower((b) => ({ ...b, ...setEmploymentIndex(b.employments ?? [], index) }));
    state.openModal('WORK_HISTORY', { closable: true });
  };

  const next = async () => {
    const list = useAppStore.getState().borrower.employments ?? [];
    if (!workHistoryComplete(list, { novated })) {
      const incomplete = firstIncompleteEntry(list, { novated });
      openEntry(incomplete === -1 ? list.length : incomplete);
      return;
    }
    await saveBorrower(useAppStore);
    goNext('EMPLOYMENT');
  };

  return (
    <ScreenLayout
      screenId="EMPLOYMENT" title="Work details" helper={`Lenders ask for ${HISTORY_YEARS} years of work history. Start with your current employer.`}
      onBack={() => goBack('EMPLOYMENT')} onNext={() => void next()}
    >
      <p className="kerb-work__total">
        <strong>{historyText(months)}</strong> of {HISTORY_YEARS} years
      </p>
      <div className="kerb-work__bar" aria-hidden="true"><span style={{ width: `${Math.min(100, (months / (HISTORY_YEARS * 12)) * 100)}%` }} /></div>
      <ul className="kerb-work__list">
        {employments.map((entry, index) => {
          const complete = Object.keys(employmentEntryErrors(entry, { novated })).length === 0;
          const name = entry.employerLookupDetails?.name ?? entry.employerName;
          return (
            // Entries have no id: their place in the list is their identity.
            <li key={index} className="kerb-work__entry">
              <span className={complete ? 'kerb-work__tick kerb-work__tick--done' : 'kerb-work__tick'} aria-hidden="true">
                {complete ? <TickIcon filled size={22} /> : index + 1}
              </span>
              <span className="kerb-work__text">
                <strong>{name || (index === 0 ? 'Current employer' : `Previous employer ${index}`)}</strong>
                <span>{[entry.occupation, historyText((entry.years ?? 0) * 12 + (entry.months ?? 0))].filter(Boolean).join(' · ')}</span>
                <span className="kerb-visually-hidden">{complete ? 'Complete' : 'Needs details'}</span>
              </span>
              <Button variant="secondary" size="small" onClick={() => openEntry(index)} aria-label={`Edit ${name || `employer ${index + 1}`}`}>Edit</Button>
            </li>
          );
        })}
      </ul>
      {months < HISTORY_YEARS * 12 && (
        <Button variant="secondary" block onClick={() => openEntry(employments.length)}>
          {employments.length ? 'Add previous employer' : 'Add your employer'}
        </Button>
      )}
    </ScreenLayout>
  );
}

export default EmploymentScreen;
