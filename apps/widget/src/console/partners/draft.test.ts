import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf } from './draft';

// Issue 36 §4 "with the domain's own validation": the draft the preview shows is checked by the schema the
// widget's own answer follows.
describe('a partner draft', () => {
  it('is served to the preview when the domain accepts it, with its id from the address', () => {
    const check = checkDraft('demo', { partnerId: 'demo', primaryColor: '#7a1f5c', quoteText: 'From $X a week' });
    expect(check.errors).toEqual({});
    expect(check.served).toMatchObject({ id: 'demo', primaryColor: '#7a1f5c', quoteText: 'From $X a week' });
  });

  it('names each field the domain refuses, and shows no preview', () => {
    const check = checkDraft('demo', { partnerId: 'demo', primaryColor: 'blue', quoteText: 'x'.repeat(501) });
    expect(check.served).toBeNull();
    expect(check.errors.primaryColor).toBe('must be a hex colour');
    expect(Object.keys(check.errors).sort()).toEqual(['primaryColor', 'quoteText']);
  });

  it('leaves what only the server reads to the server, and never shows it to the preview', () => {
    const check = checkDraft('demo', { partnerId: 'demo', crmWebhook: { url: 'not a url', secret: null }, embedOrigins: ['nonsense'] });
    expect(check.errors).toEqual({});
    expect(check.served).not.toHaveProperty('crmWebhook');
    expect(check.served).not.toHaveProperty('embedOrigins');
  });

  it('is the config without its id and empty fields', () => {
    expect(draftOf({ id: 'demo', name: 'Harbour', logo: null, quoteText: undefined })).toEqual({ name: 'Harbour' });
  });
});
