// spec 1 §4 "Tracking status label": "In Progress; then Declined if declined; Submitted if submitted;
// Pre Approved if pre-approved (later checks override earlier)."
export const TRACKING_STATUS_LABELS = ['In Progress', 'Declined', 'Submitted', 'Pre Approved'] as const;
export type TrackingStatusLabel = (typeof TRACKING_STATUS_LABELS)[number];

export interface ApplicationStatusFlags {
  isDeclined?: boolean | null;
  isSubmitted?: boolean | null;
  isPreApproved?: boolean | null;
}

export function trackingStatusLabel(application: ApplicationStatusFlags | null | undefined): TrackingStatusLabel {
  let label: TrackingStatusLabel = 'In Progress';
  if (application?.isDeclined) label = 'Declined';
  if (application?.isSubmitted) label = 'Submitted';
  if (application?.isPreApproved) label = 'Pre Approved';
  return label;
}
