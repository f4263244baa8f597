import { Ring } from './ring';
import { Spinner } from './spinner';
import { TickIcon } from './tick-icon';
import './step-list.css';

/**
 * A check in progress, shown as steps that arrive one at a time under a progress ring (spec 2 §2 "Pre-approval
 * animation", "OCR animation"). The latest step spins until the next arrives or `done` says all are through.
 */
export function StepList({ steps, shown, done }: { steps: readonly string[]; shown: number; done: boolean }) {
  const total = steps.length;
  return (
    <div className="kerb-checking" style={{ ['--kerb-steps' as string]: total }}>
      <Ring value={Math.round((Math.min(shown, total) / total) * 100)} label="Progress" size={112} unit="%" />
      <ol className="kerb-checking__steps" aria-live="polite">
        {steps.slice(0, shown).map((text, index) => {
          const finished = index < shown - 1 || done;
          return (
            <li key={text} className={finished ? 'kerb-checking__step kerb-checking__step--done' : 'kerb-checking__step'}>
              {finished ? <TickIcon filled /> : <Spinner size={18} />}
              <span>{text}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
