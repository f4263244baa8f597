// Fictional people for the synthetic licence cards: made-up names, dates, numbers and addresses. None is a
// real person's; the streets and suburbs are plausible words, not looked-up records.

export interface Person {
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  licenseDateOfExpiry: string;
  addressUnitNumber: string | null;
  addressStreetNumber: string;
  addressStreetName: string;
  addressSuburb: string;
}

const FIRST = ['Olivia', 'Jack', 'Mia', 'Noah', 'Charlotte', 'William', 'Amelia', 'Oliver', 'Isla', 'Lucas', 'Ava', 'Henry', 'Grace', 'Leo', 'Ruby', 'Thomas', 'Harper', 'Samuel', 'Chloe', 'Ethan', 'Zara', 'Aarav', 'Mei', 'Tane'];
const MIDDLE = ['James', 'Rose', 'Lee', 'Kate', 'Alexander', 'May', 'John', 'Louise', 'Ann', 'Peter', 'Jane', 'Arthur'];
const LAST = ['Citizen', 'Marsh', 'Whitfield', 'Nguyen', 'Brennan', 'Kowalski', 'Fairweather', 'Tamihana', 'Okafor', 'Lindqvist', 'Patel', 'Hargreaves', 'Donovan', 'Ashby', 'Castellano', 'Pemberton', 'Rourke', 'Sinclair', 'Waititi', 'Blackwood'];
const STREETS = ['Wattle Street', 'Banksia Road', 'Harbour View Drive', 'Kingfisher Avenue', 'Ironbark Close', 'Miller Lane', 'Station Street', 'Coral Parade', 'Bluegum Crescent', 'Lighthouse Road', 'Orchard Grove', 'Eucalypt Way'];
const SUBURBS = ['Riverton', 'Hillcrest', 'Bayview', 'Greenvale', 'Kurrajong Heights', 'Eastwood', 'Mount Clear', 'Sandy Bay', 'Oakleigh', 'Westmead', 'Lakeside', 'Fernhill'];

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

export function person(rnd: () => number): Person {
  return {
    firstName: pick(rnd, FIRST),
    middleName: rnd() < 0.7 ? pick(rnd, MIDDLE) : null,
    lastName: rnd() < 0.1 ? `${pick(rnd, LAST)}-${pick(rnd, LAST)}` : pick(rnd, LAST),
    dateOfBirth: isoDate(rnd, 1950, 2006),
    licenseDateOfExpiry: isoDate(rnd, 2027, 2036),
    addressUnitNumber: rnd() < 0.3 ? String(int(rnd, 1, 40)) : null,
    addressStreetNumber: String(int(rnd, 1, 420)),
    addressStreetName: pick(rnd, STREETS),
    addressSuburb: pick(rnd, SUBURBS),
  };
}
