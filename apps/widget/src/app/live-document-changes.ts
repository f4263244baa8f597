// Live document events (spec 1 §7) change the store's supportingDocs while a borrower call is in flight.
// The server's answer to that call was read before the event's upload or delete committed, so taking its
// supportingDocs whole would undo the event on screen. A counter of applied events tells a borrower call
// whether any arrived meanwhile; if so, it keeps the documents the events left (the server owns them, and
// a save never changes them: domain borrower splitBorrowerPatch).
let applied = 0;

/** Called for every live upload or delete applied to the store. */
export function noteLiveDocumentChange(): void {
  applied += 1;
}

/** How many live document events have been applied so far; compare before and after a call. */
export const liveDocumentChanges = (): number => applied;
