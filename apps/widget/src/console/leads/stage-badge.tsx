import { LEAD_STAGE_LABELS, type LeadStage } from '@kerb/domain/console/lead-stage';

/** A stage's one colour and its label, never colour alone (UI.md "Status"); colours in console.css. */
export function StageBadge({ stage }: { stage: LeadStage }) {
  return (
    <span className="console-stage" data-stage={stage}>
      <span className="console-stage__dot" aria-hidden="true" />
      {LEAD_STAGE_LABELS[stage]}
    </span>
  );
}
