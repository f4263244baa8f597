import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personNameError, personNameLength } from './person-name';
import { PersonalDetails } from './personal-details';

// Issue 33 §1 "Real names" (docs/decisions/058): "a first name is 1–50 characters of letters of any script,
// spaces, hyphens and apostrophes (Zoë, O'Neil, Mary-Jane, Nguyễn); the same for middle and last names."
describe('a person\'s name', () => {
  it.each(['Wei', 'Amy', 'Tom', 'Ian', 'Li', 'Max', 'Zoe', 'Zoë', "O'Neil", 'O’Neil', 'Mary-Jane', 'Nguyễn', 'Anne Marie',
    'Bartholomew-Alexander', 'Ō', '王', 'Αλέξανδρος', 'Владимир', 'محمد', 'Nguye\u0302\u0303n'])('accepts %j', (name) => {
    expect(personNameError(name)).toBeUndefined();
  });

  it.each([
    ['', 'required'], ['   ', 'required'], [undefined, 'required'],
    ['R2D2', 'pattern'], ['J@ne', 'pattern'], ['Jane.', 'pattern'], ["'-", 'pattern'], ['<b>', 'pattern'],
    ['A'.repeat(51), 'too_long'],
  ])('refuses %j as %s', (name, reason) => {
    expect(personNameError(name)).toBe(reason);
  });

  it('counts characters as the borrower sees them: 50 is the most, whatever the script or its encoding', () => {
    expect(personNameError('王'.repeat(50))).toBeUndefined();
    expect(personNameError('e\u0301'.repeat(50))).toBeUndefined(); // "é" typed as e + a combining accent
    expect(personNameLength('Nguye\u0302\u0303n')).toBe(6);
    expect(personNameError('é'.repeat(51))).toBe('too_long');
  });

  it('property: any 1–50 letters of any script, with spaces, hyphens and apostrophes between, is a name', () => {
    const letter = fc.constantFrom(...'abcXYZéëøßĳłŋαβγжщ王李ñçåãõ');
    const separator = fc.constantFrom(' ', '-', "'");
    const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join(''));
    const name = fc.tuple(word, fc.array(fc.tuple(separator, word), { maxLength: 4 }))
      .map(([first, rest]) => first + rest.map(([s, w]) => s + w).join(''))
      .filter((n) => personNameLength(n) <= 50);
    fc.assert(fc.property(name, (n) => personNameError(n) === undefined));
  });

  it('property: a name holding a digit is refused', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 9 }), (s, d) => {
      expect(personNameError(`Jo${d}${s}`)).not.toBeUndefined();
    }));
  });

  it('is the rule of the stored personal details: a bad name is refused naming the field, a blank one kept', () => {
    const bad = PersonalDetails.safeParse({ firstName: 'Wei', lastName: 'R2D2' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['lastName']);
    expect(PersonalDetails.parse({ firstName: ' Wei ', middleName: '', lastName: "O'Neil" }))
      .toEqual({ firstName: 'Wei', middleName: '', lastName: "O'Neil" });
  });
});
