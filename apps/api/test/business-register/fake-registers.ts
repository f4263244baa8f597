import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// One local HTTP server on 127.0.0.1 answering like the ABR's JSON web services (/json/AbnDetails.aspx,
// /json/MatchingNames.aspx, JSONP: `callback({...})`, always status 200) and the NZBN API v5
// (/nzbn/v5/entities/{nzbn}, /nzbn/v5/entities?search-term=). Each test sets answers by path; every request
// is kept with its headers.

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON (wrapped in the request's callback for the ABR) unless a string. */
  body?: unknown;
  delayMs?: number;
}

export async function startFakeRegisters() {
  const received: { url: URL; headers: IncomingHttpHeaders }[] = [];
  const answers = new Map<string, FakeAnswer>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    received.push({ url, headers: request.headers });
    const { status = 200, body, delayMs = 0 } = answers.get(url.pathname) ?? { status: 404, body: { errorDescription: 'Not found' } };
    const callback = url.searchParams.get('callback');
    const json = typeof body === 'string' ? body : JSON.stringify(body);
    const text = callback && typeof body !== 'string' ? `${callback}(${json})` : json;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': callback ? 'text/javascript; charset=utf-8' : 'application/json' }).end(text);
    }, delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    abrUrl: `${base}/json`,
    nzbnUrl: `${base}/nzbn/v5`,
    received,
    answer: (path: string, answer: FakeAnswer) => answers.set(path, answer),
    reset() {
      received.length = 0;
      answers.clear();
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** AbnDetails as the ABR writes it for a company (fields as finance.md lists them; a fictional business). */
export const ABR_DETAILS = {
  Abn: '53004085616', AbnStatus: 'Active', AbnStatusEffectiveFrom: '2000-02-01', Acn: '004085616',
  AddressDate: '2019-05-10', AddressPostcode: '3000', AddressState: 'VIC', BusinessName: ['Fictional Motors'],
  EntityName: 'FICTIONAL HOLDINGS PTY LTD', EntityTypeCode: 'PRV', EntityTypeName: 'Australian Private Company',
  Gst: '2000-07-01', Message: '',
};

/** The ABR's answer to a number it has no record of. */
export const ABR_NO_RECORD = {
  Abn: '', AbnStatus: '', AbnStatusEffectiveFrom: '', Acn: '', AddressDate: null, AddressPostcode: '', AddressState: '',
  BusinessName: [], EntityName: '', EntityTypeCode: '', EntityTypeName: '', Gst: null, Message: 'No records found',
};

export const ABR_MATCHING_NAMES = {
  Message: '',
  Names: [
    { Abn: '51824753556', AbnStatus: '0000000001', IsCurrent: true, Name: 'FICTIONAL HAULAGE SERVICES', NameType: 'Business Name', Postcode: '2000', Score: 88, State: 'NSW' },
    { Abn: '53004085616', AbnStatus: '0000000002', IsCurrent: true, Name: 'HAULAGE FICTIONAL', NameType: 'Trading Name', Postcode: '3000', Score: 80, State: 'VIC' },
    { Abn: '53004085616', AbnStatus: '0000000001', IsCurrent: true, Name: 'FICTIONAL HAULAGE', NameType: 'Entity Name', Postcode: '3000', Score: 100, State: 'VIC' },
    { Abn: '53004085616', AbnStatus: '0000000001', IsCurrent: true, Name: 'FICTITIOUS HAULERS', NameType: 'Other Name', Postcode: '', Score: 60, State: '' },
  ],
};

/** An NZBN v5 entity as the API answers GET /entities/{nzbn} (a fictional company). */
export const NZBN_ENTITY = {
  entityStatusCode: '50', entityName: 'FICTIONAL TRANSPORT LIMITED', nzbn: '9429046246448', entityTypeCode: 'LTD',
  entityTypeDescription: 'NZ Limited Company', entityStatusDescription: 'Registered',
  registrationDate: '2017-03-14T00:00:00.000+1300', sourceRegister: 'COMPANY', sourceRegisterUniqueIdentifier: '6234567',
  lastUpdatedDate: '2024-01-02T10:00:00.000+1300',
  tradingNames: [{ uniqueIdentifier: '1', name: 'Fictional Freight', startDate: '2017-03-14T00:00:00.000+1300' }],
  gstNumbers: [{ uniqueIdentifier: '2', gstNumber: '123456789', startDate: '2017-04-01T00:00:00.000+1300', purpose: 'Primary' }],
  addresses: {
    links: [],
    addressList: [
      { addressType: 'POSTAL', address1: 'PO Box 1', address3: 'Wellington', postCode: '6140', countryCode: 'NZ' },
      { addressType: 'REGISTERED', address1: '1 Queen Street', address3: 'Auckland', postCode: '1010', countryCode: 'NZ' },
    ],
  },
};

export const NZBN_SEARCH = {
  pageSize: 20, page: 0, totalItems: 2, sortBy: 'entityName', sortOrder: 'ASC',
  items: [
    { entityStatusCode: '50', entityName: 'THE FICTIONAL TRANSPORT TRUST', nzbn: '9429046246448', entityTypeCode: 'Trading_Trust', entityTypeDescription: 'Trading Trust', entityStatusDescription: 'Registered', registrationDate: '2020-01-01T00:00:00.000+1300', tradingNames: [] },
    { entityStatusCode: '50', entityName: 'FICTIONAL TRANSPORT LIMITED', nzbn: '9429046246448', entityTypeCode: 'LTD', entityTypeDescription: 'NZ Limited Company', entityStatusDescription: 'Registered', registrationDate: '2017-03-14T00:00:00.000+1300', sourceRegisterUniqueId: '6234567' },
  ],
  links: [],
};
