import type { AddressInfo, Socket } from 'node:net';
import { liveEventPath } from '@kerb/domain/contracts/live-events';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { openDatabase, type DatabaseHandle } from '../../api/src/db/client';
import { applyMigrations } from '../../api/src/db/migrate';
import { loadEnv } from '../../api/src/env';
import { recordLiveEvents } from '../../api/src/services/live-events/record';
import { createCaller } from '../../api/test/helpers/caller';
import { launchBrowser } from './support/browser';

interface Page {
  got: string[];
  opens: number;
}

// spec 1 §7 live events (docs/decisions/043), as Chromium's own EventSource takes them: a stream cut before
// its first event reconnects by itself with the Last-Event-ID the server gave at the start, and is sent what
// was recorded while it was away, then live events, and nothing from before it opened.
describe('live events in Chromium after a dropped connection', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let browser: Browser;
  let base: string;
  const sockets = new Set<Socket>();
  const lastEventIds: Array<string | undefined> = [];

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await applyMigrations(handle);
    app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db: handle.db });
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/events/')) lastEventIds.push(request.headers['last-event-id'] as string | undefined);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    app.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await handle?.close();
  });

  it('replays what was recorded while it was away, and nothing from before it opened', async () => {
    const caller = await createCaller(handle.db);
    const record = (...ids: string[]) => handle.db.transaction((tx) =>
      recordLiveEvents(tx, caller.userId, ids.map((id) => ({ name: 'document-upload', data: { code: 'DRIVER_LICENCE_FRONT', document: { id, filename: `${id}.jpg` } } }))));
    await record('before');

    const page = await browser.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((path) => {
      const w = window as unknown as Page;
      w.got = [];
      w.opens = 0;
      const source = new EventSource(path);
      source.onopen = () => w.opens++;
      source.addEventListener('document-upload', (m) => w.got.push(JSON.parse((m as MessageEvent<string>).data).document.id));
    }, liveEventPath('document-upload', caller.token));
    await page.waitForFunction(() => (window as unknown as Page).opens === 1);

    // The connection drops (a proxy, a network change) before any event; two uploads happen meanwhile.
    for (const socket of sockets) socket.destroy();
    await record('while-away-1', 'while-away-2');
    await page.waitForFunction(() => (window as unknown as Page).opens === 2, undefined, { timeout: 5_000 });
    await record('live');

    await expect.poll(() => page.evaluate(() => (window as unknown as Page).got)).toEqual(['while-away-1', 'while-away-2', 'live']);
    expect(lastEventIds[0]).toBeUndefined();
    expect(Number(lastEventIds[1])).toBeGreaterThan(0);
    await page.close();
  });
});
