import { expect } from 'vitest';

interface LogEntry {
  msg?: string;
  req?: { method?: string; url?: string };
}

export interface CapturedLog {
  write(line: string): void;
  /** Everything written, as written (JSON lines). */
  readonly text: string;
  /** The entries that record a request (Fastify's "incoming request" lines). */
  requests(): LogEntry[];
}

/** Kerb's log, as a running instance writes it, kept for the test to read (startKerb's `logTo`). */
export function capturedLog(): CapturedLog {
  let text = '';
  return {
    write: (line) => void (text += line),
    get text() {
      return text;
    },
    requests: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogEntry).filter((entry) => entry.req?.url),
  };
}

/**
 * Issue 35 §7 "Logs already carry no name, phone, e-mail, date of birth or licence number; keep it so": none
 * of the values (by what they are) appears in the log, whatever its case. The log must hold the journey's
 * requests, so a log that recorded nothing cannot pass.
 */
export function expectNoPersonalData(log: CapturedLog, personal: Record<string, string>, { minRequests }: { minRequests: number }): void {
  expect(log.requests().length, 'request lines in the log').toBeGreaterThanOrEqual(minRequests);
  const text = log.text.toLowerCase();
  const found = Object.entries(personal).filter(([, value]) => text.includes(value.toLowerCase()));
  expect(found.map(([what]) => what), 'personal data in the server log').toEqual([]);
}
