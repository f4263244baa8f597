import { CreditHistory } from '@kerb/domain';
import { z } from 'zod';
import { askProvider } from '../provider-http';
import { CreditBureauError, type CreditBureau, type CreditEnquiry, type CreditReport } from './port';

// A real bureau behind its HTTP gateway (docs/decisions/006): POST the enquiry as JSON to CREDIT_BUREAU_URL
// with CREDIT_BUREAU_KEY as a bearer token; a 2xx answer carries the report below. Anything else (an
// unreachable host, a timeout, another status, a body that is not the report) is a CreditBureauError,
// which pre-approval treats as referred (spec 2 §8).

export interface HttpBureauOptions {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}

const Score = z.number().min(0).max(1_200).nullable();

export const BureauReport = z.object({
  comprehensiveScore: Score,
  onePointOneScore: Score,
  creditHistory: CreditHistory,
  identityMatchPercentage: z.number().min(0).max(100),
  reference: z.string().max(200).optional(),
});

/** The enquiry as sent: the borrower's self-assessment stays with us (port.ts). */
export function enquiryBody({ reference, country, applicant, enquiry }: CreditEnquiry) {
  return { reference, country, applicant, enquiry };
}

export function createHttpBureau(options: HttpBureauOptions): CreditBureau {
  return {
    name: 'http',
    async report(enquiry: CreditEnquiry): Promise<CreditReport> {
      const body = await askProvider(
        { url: options.url, body: enquiryBody(enquiry), apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? 8_000 },
        { name: 'credit bureau', error: (message) => new CreditBureauError(message) },
      );
      const parsed = BureauReport.safeParse(body);
      if (!parsed.success) throw new CreditBureauError('credit bureau answer is not a report');
      const { reference, ...report } = parsed.data;
      return { ...report, bureauReference: reference ?? '' };
    },
  };
}
