import { describe, expect, it } from 'vitest';
import { leadFromAnswer } from './lead';

describe('leadFromAnswer (spec 1 §7 GET /flow/v1/lead/{token}: "or null if the answer has a message field")', () => {
  it('an answer with a message field is null', () => {
    expect(leadFromAnswer({ statusCode: 404, message: 'Lead not found' })).toBeNull();
  });
  it('a lead is read as a lead; anything else is null', () => {
    expect(leadFromAnswer({ firstName: 'Lena', mobilePhone: '0412345678', state: 'VIC' })).toEqual({ firstName: 'Lena', mobilePhone: '0412345678', state: 'VIC' });
    expect(leadFromAnswer(null)).toBeNull();
    expect(leadFromAnswer({ state: 'Atlantis' })).toBeNull();
  });
});
