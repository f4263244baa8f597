// spec 1 §5 "Name search": the best matches first. Our rule (docs/decisions/023): the whole name, then the
// start of the name, then every word typed starting a word of the name; case, accents and punctuation are
// ignored and "&" reads as "and". One rule for the sample register and the real ones.

/** "Bunyip Bay Earthmoving Pty. Ltd." → "bunyip bay earthmoving pty ltd". */
export function foldBusinessName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const MATCH_EXACT = 0;
export const MATCH_PREFIX = 1;
export const MATCH_WORDS = 2;

/** 0 exact, 1 prefix, 2 every word matched, or null when the name does not match. */
export function nameMatchRank(query: string, name: string): number | null {
  const q = foldBusinessName(query);
  const n = foldBusinessName(name);
  if (!q) return null;
  if (n === q) return MATCH_EXACT;
  if (n.startsWith(q)) return MATCH_PREFIX;
  const words = n.split(' ');
  return q.split(' ').every((w) => words.some((word) => word.startsWith(w))) ? MATCH_WORDS : null;
}

/**
 * Orders candidates by rank (stable: a register's own order stays within a rank); those that do not match
 * go last when `keepUnmatched` (a register's fuzzy matches), else are dropped. At most `max`.
 */
export function rankByName<T>(query: string, items: readonly T[], nameOf: (item: T) => string, max: number, keepUnmatched = false): T[] {
  const ranked = items.map((item, index) => ({ item, index, rank: nameMatchRank(query, nameOf(item)) ?? (keepUnmatched ? 3 : null) }));
  return ranked
    .filter((r): r is typeof r & { rank: number } => r.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, max)
    .map((r) => r.item);
}
