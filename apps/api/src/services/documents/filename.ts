// spec 2 §5 shortens long names for display (first 15 and last 15 characters); the stored name is only
// made safe: no folder parts (a name is never a path), no control or bidirectional-override characters
// (which can disguise "gpj.exe" as "exe.jpg"), no leading dots, at most FILENAME_MAX_LENGTH characters
// keeping the extension.
export const FILENAME_MAX_LENGTH = 100;

export function sanitiseFilename(raw: string | undefined, fallback = 'document'): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '');
  const name = clean || fallback;
  const chars = [...name];
  if (chars.length <= FILENAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? [...name.slice(dot)] : [];
  return [...chars.slice(0, FILENAME_MAX_LENGTH - ext.length), ...ext].join('');
}

/** The name with its extension replaced (a photo re-encoded as JPEG is named .jpg). */
export function withExtension(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return sanitiseFilename(`${[...stem].slice(0, FILENAME_MAX_LENGTH - ext.length).join('')}${ext}`);
}
