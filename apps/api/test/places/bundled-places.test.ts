import { NZ_REGIONS } from '@kerb/domain';
import { PLACE_PREDICTIONS_MAX } from '@kerb/domain/contracts/places';
import { beforeAll, describe, expect, it } from 'vitest';
import { localityName } from '../../src/adapters/places/au-localities';
import { createBundledPlaces } from '../../src/adapters/places/bundled';
import { largePlaceKeys } from '../../src/adapters/places/large-places';
import type { PlaceIndex } from '../../src/adapters/places/place-index';

// spec 2 §7 lookupSuburbOrPostcode over the bundled data (docs/decisions/024): suburb prefix or postcode,
// ranked exact name, then start of the name, then start of a later word.
describe('bundled places', () => {
  const places = createBundledPlaces();
  let au: PlaceIndex;
  let nz: PlaceIndex;
  beforeAll(() => {
    au = places.index('AU');
    nz = places.index('NZ');
  });
  const names = (index: PlaceIndex, input: string) => index.search(input).map((p) => `${p.suburb} ${p.state} ${p.postcode}`);

  it('holds every Australian locality in all eight states and territories, without PO boxes or mail centres', () => {
    expect(au.size).toBeGreaterThan(15_000);
    const states = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].flatMap((d) => au.search(d, 100_000).map((p) => p.state)));
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(names(au, 'geelong mc')).toEqual([]);
  });

  it('ranks "Geelong" before "Geelong West", and a later word ("North Geelong") after both', () => {
    const found = names(au, 'Geelong');
    expect(found[0]).toBe('Geelong VIC 3220');
    expect(found.indexOf('Geelong West VIC 3218')).toBeGreaterThan(0);
    expect(found.indexOf('North Geelong VIC 3215')).toBeGreaterThan(found.indexOf('Geelong West VIC 3218'));
  });

  // Issue 33 §3: "Rank an exact name first, then prefix matches by the place's size (capitals and large towns
  // first), then alphabetically; the same for NZ."
  it('lists the capital or large town a person means before smaller places with the same start', () => {
    expect(names(au, 'Hobar').slice(0, 2)).toEqual(['Hobart TAS 7000', 'Hobart TAS 7001']);
    expect(names(au, 'Hobar')).toContain('Hobartville NSW 2753');
    expect(names(au, 'Melb').slice(0, 3)).toEqual(['Melbourne VIC 3000', 'Melbourne VIC 3004', 'Melba ACT 2615']);
    expect(names(au, 'Syd')[0]).toBe('Sydney NSW 2000');
    expect(names(au, 'Bris')[0]).toBe('Brisbane QLD 4000');
    expect(names(au, 'Town')[0]).toBe('Townsville QLD 4810');
    expect(names(nz, 'Auck')[0]).toBe('Auckland Central Auckland 1010');
    expect(names(nz, 'Well')[0]).toMatch(/^Wellington Central Wellington/);
    expect(names(nz, 'Whang')[0]).toMatch(/^Whangārei Northland/);
  });

  it('still puts an exact name first, whatever its size, and orders unlisted places by the data, then alphabetically', () => {
    expect(names(au, 'Melba')[0]).toBe('Melba ACT 2615');
    expect(names(au, 'Hobartville')[0]).toBe('Hobartville NSW 2753');
    // Neither is listed: the same-size rule falls back to the data's order and then to the alphabet.
    const wh = names(nz, 'Whit');
    expect(wh).toEqual([...wh].sort());
  });

  it('lists only towns that are in the data', () => {
    for (const country of ['AU', 'NZ'] as const) {
      const index = country === 'AU' ? au : nz;
      for (const key of largePlaceKeys(country)) {
        const [name, state] = key.split('|');
        expect(index.search(name!, 100).some((p) => p.state === state && p.population), key).toBe(true);
      }
    }
  });

  it('returns every locality of a postcode', () => {
    expect(names(au, '3220').sort()).toEqual(['Bareena VIC 3220', 'Geelong VIC 3220', 'Newtown VIC 3220', 'South Geelong VIC 3220']);
    expect(names(au, '2000')).toContain('Sydney NSW 2000');
  });

  it('narrows a name by a postcode ("Geelong 3220")', () => {
    expect(names(au, 'Geelong 3220')).toEqual(['Geelong VIC 3220', 'South Geelong VIC 3220']);
  });

  it('ignores case, accents and punctuation', () => {
    expect(names(au, 'GEELONG')[0]).toBe('Geelong VIC 3220');
    expect(names(au, "o'connor")).toContain("O'Connor ACT 2602");
    expect(names(au, 'oconnor')).toContain("O'Connor ACT 2602");
    expect(names(au, 'wagga-wagga')[0]).toBe('Wagga Wagga NSW 2650');
    expect(names(nz, 'otahuhu')).toEqual(['Ōtāhuhu Auckland 1062']);
    expect(names(nz, 'TAUPŌ')).toEqual(['Taupō Waikato 3330']);
    expect(names(nz, 'mt eden')).toEqual(['Mount Eden Auckland 1024']);
    expect(names(au, 'mount baw')[0]).toBe('Mt Baw Baw VIC 3833');
  });

  it(`answers at most ${PLACE_PREDICTIONS_MAX}, and nothing for text with no letters or digits`, () => {
    expect(au.search('mou')).toHaveLength(PLACE_PREDICTIONS_MAX);
    expect(au.search('!!!')).toEqual([]);
    expect(au.search('zzzzq')).toEqual([]);
  });

  it('writes Australian names as people do', () => {
    expect(localityName('ST KILDA EAST')).toBe('St Kilda East');
    expect(localityName('MCKINNON')).toBe('McKinnon');
    expect(localityName("O'CONNOR")).toBe("O'Connor");
    expect(localityName('BRIGHTON-LE-SANDS')).toBe('Brighton-Le-Sands');
    expect(localityName('RAAF BASE DARWIN')).toBe('RAAF Base Darwin');
  });

  it('covers all 16 NZ regions of spec 2 §9, at least 200 localities, each with a postcode and coordinates in New Zealand', () => {
    expect(nz.size).toBeGreaterThanOrEqual(200);
    const regions = new Set<string>();
    for (const input of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
      for (const p of nz.search(input, 1_000)) {
        regions.add(p.state!);
        expect(p.postcode).toMatch(/^\d{4}$/);
        expect(p.lat).toBeGreaterThan(-47.5);
        expect(p.lat).toBeLessThan(-34);
        expect(p.lng).toBeGreaterThan(166);
        expect(p.lng).toBeLessThan(179);
      }
    }
    expect([...regions].sort()).toEqual([...NZ_REGIONS].sort());
    expect(names(nz, 'Ponsonby')).toEqual(['Ponsonby Auckland 1011']);
    expect(names(nz, '1011')).toEqual(['Freemans Bay Auckland 1011', 'Herne Bay Auckland 1011', 'Ponsonby Auckland 1011']);
  });

  it('keeps place ids stable and answers their coordinates', async () => {
    expect(au.search('Geelong')[0]!.id).toBe('au:3220:geelong');
    expect(nz.search('Ponsonby')[0]!.id).toBe('nz:1011:ponsonby');
    const geelong = await places.location('au:3220:geelong');
    expect(geelong!.lat).toBeCloseTo(-38.15, 1);
    expect(geelong!.lng).toBeCloseTo(144.36, 1);
    expect(await places.location('nz:1011:ponsonby')).toEqual({ lat: -36.856, lng: 174.744 });
    expect(await places.location('au:9999:nowhere')).toBeUndefined();
    expect(await places.location('ChIJ-not-ours')).toBeUndefined();
  });
});
