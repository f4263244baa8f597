import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server on 127.0.0.1 answering like Google Places' Autocomplete and Place Details web services
// (GET /maps/api/place/{autocomplete,details}/json). Each test sets the answer per path; every request's URL
// is kept.

export interface GoogleAnswer {
  status?: number;
  /** Sent as JSON unless a string. */
  body?: unknown;
  delayMs?: number;
}

export async function startFakeGoogle() {
  const received: URL[] = [];
  const answers = new Map<string, GoogleAnswer>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    received.push(url);
    const { status = 200, body = { status: 'INVALID_REQUEST' }, delayMs = 0 } = answers.get(url.pathname) ?? { status: 404, body: 'Not Found' };
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    autocomplete: (answer: GoogleAnswer) => answers.set('/maps/api/place/autocomplete/json', answer),
    details: (answer: GoogleAnswer) => answers.set('/maps/api/place/details/json', answer),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An Autocomplete answer as Google writes one for "3220" in Australia, types (regions). */
export const GEELONG_AUTOCOMPLETE = {
  status: 'OK',
  predictions: [
    {
      description: 'Geelong VIC 3220, Australia',
      place_id: 'ChIJ8T7fYVgU1GoRUJPe5GxZBBw',
      structured_formatting: { main_text: 'Geelong VIC 3220', secondary_text: 'Australia' },
      terms: [{ offset: 0, value: 'Geelong' }, { offset: 8, value: 'VIC' }, { offset: 12, value: '3220' }, { offset: 18, value: 'Australia' }],
      types: ['postal_code', 'geocode'],
    },
    {
      description: 'South Geelong VIC, Australia',
      place_id: 'ChIJb1y9g1YU1GoR8D3e5GxZBAU',
      structured_formatting: { main_text: 'South Geelong', secondary_text: 'VIC, Australia' },
      terms: [{ offset: 0, value: 'South Geelong' }, { offset: 15, value: 'VIC' }, { offset: 20, value: 'Australia' }],
      types: ['locality', 'political', 'geocode'],
    },
  ],
};

export const NZ_AUTOCOMPLETE = {
  status: 'OK',
  predictions: [
    {
      description: 'Palmerston North, Manawatū-Whanganui, New Zealand',
      place_id: 'ChIJ0a9M5zUlQG0RUK_jeyEnBAU',
      structured_formatting: { main_text: 'Palmerston North', secondary_text: 'Manawatū-Whanganui, New Zealand' },
      terms: [{ offset: 0, value: 'Palmerston North' }, { offset: 18, value: 'Manawatū-Whanganui' }, { offset: 38, value: 'New Zealand' }],
      types: ['locality', 'political', 'geocode'],
    },
  ],
};

export const GEELONG_DETAILS = {
  status: 'OK',
  html_attributions: [],
  result: { geometry: { location: { lat: -38.1499181, lng: 144.3617186 }, viewport: {} } },
};
