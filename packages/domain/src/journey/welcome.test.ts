import { describe, expect, it } from 'vitest';
import { getFinanceTarget, weeklyRepaymentHint, welcomeAction, WELCOME_HEADLINE } from './welcome';

describe('welcome modal (spec 1 §2 "Welcome modal")', () => {
  it('shows the spec texts', () => {
    expect(WELCOME_HEADLINE).toBe('Need finance? Get approved in 60 seconds');
    expect(weeklyRepaymentHint('89')).toBe('Own this vehicle for $89 per week*');
  });

  // "GET FINANCE (goes to basic if a flag is set, else loan)".
  it('GET FINANCE goes to basic with the flag, else loan', () => {
    expect(getFinanceTarget({ signupOptions: undefined })).toBe('LOAN');
    const flagged = { requireEmail: false, requirePostCode: false, goToBasicOnGetFinance: true, businessFirst: false };
    expect(getFinanceTarget({ signupOptions: flagged })).toBe('BASIC');
    expect(welcomeAction('GET_FINANCE', { signupOptions: flagged })).toEqual({ closeModal: true, screen: 'BASIC' });
  });

  // "RETURN USER (opens login)".
  it('RETURN USER opens the login modal', () => {
    expect(welcomeAction('RETURN_USER', {})).toEqual({ closeModal: false, openModal: 'LOGIN' });
  });
});
