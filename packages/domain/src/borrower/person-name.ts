import { NAME_MAX_LENGTH } from './limits';

// Issue 33 §1 and docs/decisions/058: one rule for a person's first, middle and last names, used by the
// register modal, the details screens and the API. spec 1 §5's "max 12 characters … longer than 3" turned
// away Wei, Amy, Li and many longer names; a name is what the borrower's licence says it is.

/** Letters of any script (with their combining marks), spaces, hyphens and apostrophes. */
const PERSON_NAME = /^[\p{L}\p{M}' ’-]+$/u;
const LETTER = /\p{L}/u;

export type PersonNameReason = 'required' | 'too_long' | 'pattern';

/** Counted as the borrower sees it: "Nguyễn" typed with a combining mark is still six characters. */
export const personNameLength = (value: string) => [...value.normalize('NFC')].length;

/** Why `value` is not a name (after trimming), or undefined when it is one: 1–50 characters, at least one letter. */
export function personNameError(value: string | undefined): PersonNameReason | undefined {
  const name = value?.trim() ?? '';
  if (!name) return 'required';
  if (personNameLength(name) > NAME_MAX_LENGTH) return 'too_long';
  return PERSON_NAME.test(name) && LETTER.test(name) ? undefined : 'pattern';
}

/** What a borrower reads under a name field. */
const PERSON_NAME_MESSAGES: Record<PersonNameReason, string> = {
  required: 'Please enter your name',
  too_long: `At most ${NAME_MAX_LENGTH} characters`,
  pattern: 'Letters, spaces, hyphens and apostrophes only',
};

/** The message under a name field, or undefined when the name is valid. */
export function personNameMessage(value: string | undefined): string | undefined {
  const reason = personNameError(value);
  return reason && PERSON_NAME_MESSAGES[reason];
}

/** A person's whole name as written: given, middle and family names that are given, one space apart. */
export const fullNameOf = (person: { firstName?: string | undefined; middleName?: string | undefined; lastName?: string | undefined }) =>
  [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
