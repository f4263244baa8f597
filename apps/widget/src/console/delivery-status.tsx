// A delivery's status in words, with its colour (console.css), the same on a lead and in the event log.
const STATUS: Record<string, string> = { PENDING: 'Sending', DELIVERED: 'Delivered', FAILED: 'Failed', SKIPPED: 'Not set up' };

export function DeliveryStatus({ status }: { status: string }) {
  return <span className="console-delivery" data-status={status}>{STATUS[status] ?? status}</span>;
}
