import { describe, expect, it } from 'vitest';
import { withUploadedDocument, withoutDocument } from './live-documents';

const front = { id: 'd1', filename: 'front.jpg', url: '/api/documents/d1' };
const back = { id: 'd2', filename: 'back.jpg', url: '/api/documents/d2' };

// spec 2 §4 "stored per code and deleted by document id across all codes; uploads and deletes also arrive
// live from the server".
describe('live documents', () => {
  it('adds an uploaded document under its code, once however often it arrives', () => {
    const once = withUploadedDocument({}, { code: 'DRIVER_LICENCE_FRONT', document: front });
    expect(once).toEqual({ DRIVER_LICENCE_FRONT: [front] });
    expect(withUploadedDocument(once, { code: 'DRIVER_LICENCE_FRONT', document: front })).toEqual(once);
    expect(withUploadedDocument(once, { code: 'DRIVER_LICENCE_FRONT', document: back })).toEqual({ DRIVER_LICENCE_FRONT: [front, back] });
    expect(withUploadedDocument(undefined, { code: 'DRIVER_LICENCE_BACK', document: back })).toEqual({ DRIVER_LICENCE_BACK: [back] });
  });

  it('deletes by id under whichever code holds it, and ignores an id it does not hold', () => {
    const docs = { DRIVER_LICENCE_FRONT: [front], DRIVER_LICENCE_BACK: [back] };
    expect(withoutDocument(docs, { documentId: 'd2' })).toEqual({ DRIVER_LICENCE_FRONT: [front], DRIVER_LICENCE_BACK: [] });
    expect(withoutDocument(docs, { documentId: 'nope' })).toEqual(docs);
    expect(withoutDocument(undefined, { documentId: 'd1' })).toEqual({});
  });
});
