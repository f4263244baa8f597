// spec 1 §5 "Startup parameters": "Tracking is aborted if the partner id matches a suspicious-content
// pattern (markup, script, SQL keywords, path traversal, four or more consecutive digits, and similar)."
// Partner ids are short slugs ("demo", "no-lender-early"), so anything that looks like code is refused.

export const SUSPICIOUS_PARTNER_ID_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'markup', pattern: /[<>]/ },
  { name: 'script', pattern: /script|javascript:|vbscript:|data:|\bon[a-z]+\s*=|\beval\s*\(|alert\s*\(/i },
  // SQL keywords followed by something (whitespace, a comment, a bracket or an encoded space), so a
  // dealer slug such as "update-motors" is not caught, but "drop table" and "union/**/select" are.
  {
    name: 'sql keyword',
    pattern:
      /\b(select|insert|update|delete|drop|union|alter|create|truncate|exec|execute|declare|grant|shutdown)(\s|\/\*|\(|\+|%20)/i,
  },
  { name: 'sql syntax', pattern: /--|;|\/\*|\*\/|['"`]|\bor\s+\d+\s*=\s*\d+|\bxp_/i },
  { name: 'path traversal', pattern: /\.\.|[/\\]|~/ },
  // spec 1 §5: "four or more consecutive digits".
  { name: 'digits', pattern: /\d{4,}/ },
  // Percent-encoding has no place in a slug; it is how the attacks above are smuggled past filters.
  { name: 'url encoding', pattern: /%[0-9a-f]{2}|%u[0-9a-f]{4}/i },
  // eslint-disable-next-line no-control-regex -- null bytes and other control characters are the point
  { name: 'control characters', pattern: /[\u0000-\u001f\u007f]|\\0|\\x00/ },
  { name: 'template injection', pattern: /\{\{|\}\}|\$\{|\$\(/ },
];

export function isSuspiciousPartnerId(id: string): boolean {
  return SUSPICIOUS_PARTNER_ID_PATTERNS.some(({ pattern }) => pattern.test(id));
}
