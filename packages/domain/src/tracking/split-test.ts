// spec 1 §2 "Starting screen" rule 3: "if the split-test flag is on, one of two partner flows is chosen at
// random, 50/50". Kerb draws the number from the visitor's tracking session id (docs/decisions/054): a uuid is
// as random as Math.random, and the same session keeps the same flow for its 4 hours (spec 1 §9), so a reload
// does not switch a visitor to the other flow half way, and every tracking event of the session belongs to
// the flow it records.

/** A number in [0, 1) from a session id: FNV-1a over its characters, then MurmurHash3's finaliser so that
 * ids differing in one character land far apart. */
export function splitTestDraw(sessionId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i += 1) {
    hash ^= sessionId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 0x1_0000_0000;
}
