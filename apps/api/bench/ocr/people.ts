// Fictional people for the synthetic licence cards: made-up names, dates, numbers and addresses. None is a
// real person's; the streets and suburbs are plausible words, not looked-up records.
//
// Two families of people (issue 33 §2 "keep a held-out part you never tune on"): `tuning`, the set the
// reader is tuned on, and `held-out`, with names, streets, street kinds and places of its own, measured
// only, never looked at while tuning.

export type Family = 'tuning' | 'held-out';

export interface Person {
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  licenseDateOfExpiry: string;
  addressUnitNumber: string | null;
  addressStreetNumber: string;
  /** As printed: a street kind in full or abbreviated ("Banksia Ave"). */
  addressStreetName: string;
  addressSuburb: string;
}

interface Pool {
  first: readonly string[];
  middle: readonly string[];
  last: readonly string[];
  streets: readonly string[];
  /** Street kinds in full and as cards abbreviate them. */
  kinds: ReadonlyArray<readonly [string, string]>;
  suburbs: readonly string[];
  /** New Zealand towns and cities (an NZ address has no state). */
  towns: readonly string[];
}

const POOLS: Record<Family, Pool> = {
  tuning: {
    first: ['Olivia', 'Jack', 'Mia', 'Noah', 'Charlotte', 'William', 'Amelia', 'Oliver', 'Isla', 'Lucas', 'Ava', 'Henry', 'Grace', 'Leo', 'Ruby', 'Thomas', 'Harper', 'Samuel', 'Chloe', 'Ethan', 'Zara', 'Aarav', 'Mei', 'Tane'],
    middle: ['James', 'Rose', 'Lee', 'Kate', 'Alexander', 'May', 'John', 'Louise', 'Ann', 'Peter', 'Jane', 'Arthur'],
    last: ['Citizen', 'Marsh', 'Whitfield', 'Nguyen', 'Brennan', 'Kowalski', 'Fairweather', 'Tamihana', 'Okafor', 'Lindqvist', 'Patel', 'Hargreaves', 'Donovan', 'Ashby', 'Castellano', 'Pemberton', 'Rourke', 'Sinclair', 'Waititi', 'Blackwood'],
    streets: ['Wattle', 'Banksia', 'Harbour View', 'Kingfisher', 'Ironbark', 'Miller', 'Station', 'Coral', 'Bluegum', 'Lighthouse', 'Orchard', 'Eucalypt'],
    kinds: [['Street', 'St'], ['Road', 'Rd'], ['Avenue', 'Ave'], ['Drive', 'Dr'], ['Lane', 'Ln'], ['Crescent', 'Cres']],
    suburbs: ['Riverton', 'Hillcrest', 'Bayview', 'Greenvale', 'Kurrajong Heights', 'Eastwood', 'Mount Clear', 'Sandy Bay', 'Oakleigh', 'Westmead', 'Lakeside', 'Fernhill'],
    towns: ['Wellington', 'Hamilton', 'Nelson', 'Napier', 'Rotorua', 'Timaru'],
  },
  'held-out': {
    first: ['Beatrice', 'Hamish', 'Priya', 'Connor', 'Yasmin', 'Declan', 'Ngaio', 'Felix', 'Imogen', 'Rahul', 'Sienna', 'Marcus', 'Anika', 'Callum', 'Eleanor', 'Wiremu'],
    middle: ['Edward', 'Claire', 'Maria', 'Joseph', 'Elise', 'Hugh', 'Margaret', 'David'],
    last: ['Trevelyan', 'Abernethy', 'Moretti', 'Oyelaran', 'Drummond', 'Vasquez', 'Holloway', 'Ngata', 'Szabo', 'McAllister', 'Delacroix', 'Karaka', 'Thornbury', 'Iqbal'],
    streets: ['Acacia', 'Tern', 'Quarry Hill', 'Paperbark', 'Jetty', 'Riverbend', 'Saltbush', 'Boronia', 'Mill Creek', 'Pelican'],
    kinds: [['Place', 'Pl'], ['Court', 'Ct'], ['Terrace', 'Tce'], ['Parade', 'Pde'], ['Close', 'Cl'], ['Way', 'Way']],
    suburbs: ['Marlow Park', 'Stonybrook', 'Kensal', 'Wirra Flats', 'Port Elden', 'Glenbrae', 'Ashgrove Vale', 'Tallong'],
    towns: ['Dunedin', 'Gisborne', 'Whanganui', 'Invercargill', 'Tauranga', 'Masterton'],
  },
};

/** A small deterministic generator (mulberry32), so a seed always draws the same people and distortions. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
export const int = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (rnd: () => number, fromYear: number, toYear: number) =>
  `${int(rnd, fromYear, toYear)}-${pad(int(rnd, 1, 12))}-${pad(int(rnd, 1, 28))}`;

/** A person of `family`; `nz` draws a New Zealand town for the suburb. */
export function person(rnd: () => number, family: Family = 'tuning', nz = false): Person {
  const pool = POOLS[family];
  const [full, short] = pick(rnd, pool.kinds);
  return {
    firstName: pick(rnd, pool.first),
    middleName: rnd() < 0.7 ? pick(rnd, pool.middle) : null,
    lastName: rnd() < 0.1 ? `${pick(rnd, pool.last)}-${pick(rnd, pool.last)}` : pick(rnd, pool.last),
    dateOfBirth: isoDate(rnd, 1950, 2006),
    licenseDateOfExpiry: isoDate(rnd, 2027, 2036),
    addressUnitNumber: rnd() < 0.3 ? String(int(rnd, 1, 40)) : null,
    addressStreetNumber: String(int(rnd, 1, 420)),
    addressStreetName: `${pick(rnd, pool.streets)} ${rnd() < 0.5 ? full : short}`,
    addressSuburb: pick(rnd, nz ? pool.towns : pool.suburbs),
  };
}
