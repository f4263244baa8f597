import { DocumentDeleteEvent, DocumentUploadEvent, liveEventPath, type LiveEventName } from '@kerb/domain/contracts/live-events';
import { eq } from 'drizzle-orm';
import { parse } from 'zod/mini';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index';
import { loggableUrl } from '../../src/plugins/log-serializers';
import { recordLiveEvents } from '../../src/services/live-events/record';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createCaller, type TestCaller } from '../helpers/caller';
import { openSse, type SseStream } from './sse';
import { remove, saved, upload } from './support';

const eqUser = (userId: string) => eq(sessions.userId, userId);

// spec 1 §7 "A server-sent events subscription runs on a separate events host; its path includes the event
// name (document-upload or document-delete) and the token; messages are JSON (delete carries documentId;
// upload carries code and document)." Per borrower, with ids for Last-Event-ID (docs/decisions/043).
describe('live document events', () => {
  let t: TestApp;
  let base: string;
  let ann: TestCaller;
  let ben: TestCaller;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { LIVE_EVENTS_HEARTBEAT_SECONDS: '1' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ann = await saved(t, 'Ann');
    ben = await saved(t, 'Ben');
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(() => t.close());

  const open = async (caller: TestCaller, name: LiveEventName, lastEventId?: string) => {
    const stream = await openSse(base + liveEventPath(name, caller.token), lastEventId);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  it('sends the borrower each upload (code and document) and each delete (documentId), with increasing ids', async () => {
    const uploads = await open(ann, 'document-upload');
    const deletes = await open(ann, 'document-delete');
    expect(uploads.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(uploads.headers['cache-control']).toBe('no-store');

    const [doc] = await upload(t, ann, 'DRIVER_LICENCE_FRONT');
    const uploaded = await uploads.next();
    expect(uploaded.event).toBe('document-upload');
    expect(parse(DocumentUploadEvent, JSON.parse(uploaded.data))).toEqual({
      code: 'DRIVER_LICENCE_FRONT', document: { id: doc.id, filename: doc.filename, url: doc.url },
    });

    expect((await remove(t, ann, doc.id)).statusCode).toBe(200);
    const deleted = await deletes.next();
    expect(deleted.event).toBe('document-delete');
    expect(parse(DocumentDeleteEvent, JSON.parse(deleted.data))).toEqual({ documentId: doc.id });
    expect(Number(deleted.id)).toBeGreaterThan(Number(uploaded.id));
  });

  it('never shows a borrower another borrower’s events', async () => {
    const bensUploads = await open(ben, 'document-upload');
    const bensDeletes = await open(ben, 'document-delete');
    const [anns] = await upload(t, ann, 'DRIVER_LICENCE_BACK');
    await remove(t, ann, anns.id);
    // Ben's first events are his own: Ann's, made before, never reached his streams.
    const [bens] = await upload(t, ben, 'DRIVER_LICENCE_BACK');
    expect(JSON.parse((await bensUploads.next()).data).document.id).toBe(bens.id);
    await remove(t, ben, bens.id);
    expect(JSON.parse((await bensDeletes.next()).data).documentId).toBe(bens.id);
  });

  it('answers an unknown, expired or revoked token with a 401 in JSON, never a stream', async () => {
    const expired = await createCaller(t.handle.db, 'Old');
    await t.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eqUser(expired.userId));
    const revoked = await saved(t, 'Gone');
    await t.handle.db.update(sessions).set({ revokedAt: new Date() }).where(eqUser(revoked.userId));
    for (const token of ['not-a-token', expired.token, revoked.token]) {
      const res = await fetch(base + liveEventPath('document-upload', token));
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await res.json()).toMatchObject({ status: 401, field: 'token' });
    }
  });

  it('answers an event name other than document-upload or document-delete with a 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/events/document-move/${ann.token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'eventName' });
  });

  it('replays what a stream missed when it reconnects with Last-Event-ID, in order, and nothing before', async () => {
    const first = await open(ann, 'document-upload');
    await first.nextComment(3_000); // connected
    const since = first.lastEventId!;
    first.close();
    const made = [...(await upload(t, ann, 'BANK_STATEMENTS_3_MONTHS')), ...(await upload(t, ann, 'RATES_NOTICE'))];
    const again = await open(ann, 'document-upload', since);
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((m) => JSON.parse(m.data).document.id)).toEqual(made.map((d) => d.id));
    expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(since));
    // And it goes on live from there.
    const [live] = await upload(t, ann, 'PRIVACY_FORM');
    expect(JSON.parse((await again.next()).data).document.id).toBe(live.id);
  });

  it('sends nothing for a change that rolled back', async () => {
    const uploads = await open(ann, 'document-upload');
    await uploads.nextComment(3_000);
    await t.handle.db
      .transaction(async (tx) => {
        await recordLiveEvents(tx, ann.userId, [{ name: 'document-upload', data: { code: 'RATES_NOTICE', document: { id: 'rolled-back', filename: 'x.pdf' } } }]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const [real] = await upload(t, ann, 'RATES_NOTICE');
    expect(JSON.parse((await uploads.next()).data).document.id).toBe(real.id);
  });

  it('sends heartbeat comments, and ends the stream once its session is revoked', async () => {
    const stream = await open(ben, 'document-delete');
    expect(await stream.nextComment(3_000)).toBe('heartbeat');
    await t.handle.db.update(sessions).set({ revokedAt: new Date() }).where(eqUser(ben.userId));
    await stream.ended;
    expect((await fetch(base + liveEventPath('document-delete', ben.token))).status).toBe(401);
    await t.handle.db.update(sessions).set({ revokedAt: null }).where(eqUser(ben.userId));
  });

  it('lets go of a stream the client closed', async () => {
    const before = t.app.liveEvents.size;
    const stream = await open(ann, 'document-upload');
    await expect.poll(() => t.app.liveEvents.size).toBe(before + 1);
    stream.close();
    await expect.poll(() => t.app.liveEvents.size).toBe(before);
  });

  it('keeps the token out of logged request paths', () => {
    expect(loggableUrl(`/api/events/document-upload/${ann.token}`)).toBe('/api/events/document-upload/***');
  });
});

