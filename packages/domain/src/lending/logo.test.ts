import { describe, expect, it } from 'vitest';
import { lenderInitials, lenderLogoPath, lenderLogoSvg } from './logo';
import { requiredDocumentsMap } from './required-documents';

// spec 1 §3: "Lender logos are images fetched by lender id".
describe('lender logos', () => {
  it('initials skip small words and the sample mark', () => {
    expect(lenderInitials('Harbourline Bank (sample)')).toBe('HB');
    expect(lenderInitials('Miners and Makers Mutual (sample)')).toBe('MMM');
    expect(lenderInitials('Trans-Tasman Auto Finance of the South')).toBe('TAF');
  });
  it('draws an SVG with the name as its title, escaping markup', () => {
    const svg = lenderLogoSvg('A<b> & Co', '#FFFFFF');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<title>A&#60;b&#62; &#38; Co</title>');
    expect(svg).toContain('fill="#111111"'); // dark letters on a light colour
    expect(lenderLogoSvg('Dark Bank', '#0B3C5D')).toContain('fill="#FFFFFF"');
  });
  it('is served by lender id', () => {
    expect(lenderLogoPath('sample-lender-07')).toBe('/api/lenders/sample-lender-07/logo.svg');
  });
});

describe('requiredDocumentsMap (spec 2 §3 "requiredDocuments (map of code to label)")', () => {
  it('merges lists in the spec\'s code order', () => {
    expect(requiredDocumentsMap(['PRIVACY_FORM', 'DRIVER_LICENCE_FRONT'], ['DRIVER_LICENCE_FRONT', 'BANK_STATEMENTS_6_MONTHS'])).toEqual({
      DRIVER_LICENCE_FRONT: 'Driver licence (front)', BANK_STATEMENTS_6_MONTHS: 'Bank statements (6 months)', PRIVACY_FORM: 'Privacy form',
    });
    expect(Object.keys(requiredDocumentsMap(['PRIVACY_FORM', 'DRIVER_LICENCE_FRONT']))).toEqual(['DRIVER_LICENCE_FRONT', 'PRIVACY_FORM']);
  });
});
