// @vitest-environment jsdom
import { COMPARISON_RATE_WARNING } from '@kerb/domain/finance/comparison-rate';
import { cardFieldRules } from '@kerb/domain/quote/lender-cards';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LenderCard, type LenderCardProps } from './lender-card';
import { testOffer } from '#lib/test-offers';

afterEach(cleanup);

function renderCard(props: Partial<LenderCardProps> = {}) {
  const offer = props.offer ?? testOffer('a', 743.55, { balloonAmount: 7000 });
  render(
    <LenderCard
      offer={offer}
      frequency="Weekly"
      rules={cardFieldRules({ loanUsage: 'PERSONAL', country: 'AU', showTotalAmountPayable: true })}
      country="AU"
      expanded={false}
      selected={false}
      showDetails
      onToggle={vi.fn()}
      onChoose={vi.fn()}
      {...props}
    />,
  );
  return screen.getByRole('article');
}

// A term's own label (the comparison rate's also holds its warning tooltip).
const terms = (card: HTMLElement) => within(card).getAllByRole('term').map((t) => t.childNodes[0]?.textContent);
const value = (card: HTMLElement, label: string) =>
  within(card).getAllByRole('term').find((t) => t.textContent?.startsWith(label))?.nextElementSibling?.textContent;

// spec 1 §4 "Lender cards and shown-lender logging".
describe('lender card', () => {
  it('shows the logo, the name and the repayment at the frequency with 2 decimals', () => {
    const card = renderCard({ offer: testOffer('a', 700), frequency: 'Monthly' });
    expect(within(card).getByRole('heading', { name: 'Lender A' })).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/lenders/a/logo.svg');
    expect(card.textContent).toContain('$700.00');
    expect(card.textContent).toContain('per month');
  });

  it('shows 3 facts collapsed (one row) and every fact expanded', () => {
    expect(terms(renderCard())).toEqual(['Interest rate', 'Comparison*', 'Upfront fee']);
    cleanup();
    expect(terms(renderCard({ expanded: true }))).toEqual([
      'Interest rate', 'Comparison*', 'Upfront fee', 'Monthly fee', 'Turnaround', 'Loan term', 'Amount financed', 'Total payable',
    ]);
  });

  it('works out the total payable as term years x 12 x monthly repayment (spec 1 §4)', () => {
    const card = renderCard({ expanded: true });
    expect(value(card, 'Total payable')).toBe('$44,613.00');
  });

  it('shows the total payable only for a partner with showTotalAmountPayable (spec 1 §3)', () => {
    const card = renderCard({ rules: cardFieldRules({ loanUsage: 'PERSONAL', country: 'AU' }), expanded: true });
    expect(terms(card)).not.toContain('Total payable');
  });

  it('puts the comparison-rate warning beside the comparison rate', () => {
    const card = renderCard({ expanded: true });
    expect(value(card, 'Comparison')).toBe('9.99% p.a.');
    expect(within(card).getByRole('tooltip', { hidden: true }).textContent).toBe(COMPARISON_RATE_WARNING);
    expect(card.textContent).toContain(COMPARISON_RATE_WARNING);
  });

  it('shows the same comparison rate and warning at every repayment frequency (docs/decisions/016)', () => {
    for (const frequency of ['Weekly', 'Fortnightly', 'Monthly'] as const) {
      const card = renderCard({ frequency, expanded: true });
      expect(value(card, 'Comparison')).toBe('9.99% p.a.');
      expect(card.textContent).toContain(COMPARISON_RATE_WARNING);
      cleanup();
    }
  });

  it('hides the comparison rate for business and for NZ, and shows the balloon for business', () => {
    let card = renderCard({ rules: cardFieldRules({ loanUsage: 'BUSINESS', country: 'AU' }), expanded: true });
    expect(terms(card).join()).not.toContain('Comparison');
    expect(value(card, 'Balloon')).toBe('$7,000.00');
    cleanup();
    card = renderCard({ rules: cardFieldRules({ loanUsage: 'PERSONAL', country: 'NZ' }), country: 'NZ', expanded: true });
    expect(terms(card).join()).not.toContain('Comparison');
  });

  it('hides the advertised and comparison rates for novated', () => {
    const card = renderCard({ rules: cardFieldRules({ loanUsage: 'NOVATED', country: 'AU' }), expanded: true });
    expect(terms(card).join()).not.toMatch(/Interest rate|Comparison/);
    expect(value(card, 'Balloon')).toBe('$7,000.00');
  });

  it('hides the balloon value for personal loans', () => {
    expect(terms(renderCard({ expanded: true })).join()).not.toContain('Balloon');
  });

  it('withholds the name and logo for a tier that hides lender details', () => {
    const card = renderCard({ showDetails: false });
    expect(within(card).getByRole('heading').textContent).toBe('Panel lender');
    expect(card.querySelector('img')).toBeNull();
  });

  it('names the Choose of a withheld lender by its place and repayment, not "Panel lender" alone', () => {
    renderCard({ showDetails: false, position: { index: 2, count: 5 } });
    expect(screen.getByRole('button', { name: 'Choose lender 2 of 5, $172.92 per week' })).toBeTruthy();
    cleanup();
    renderCard({ showDetails: false });
    expect(screen.getByRole('button', { name: 'Choose panel lender, $172.92 per week' })).toBeTruthy();
  });

  it('keeps the comparison-rate warning on the chosen card when collapsed', () => {
    const card = renderCard({ selected: true, expanded: false });
    expect(card.querySelector('.kerb-lender__warning')?.textContent).toBe(`*${COMPARISON_RATE_WARNING}`);
    cleanup();
    expect(renderCard({ expanded: false }).querySelector('.kerb-lender__warning')).toBeNull();
  });
});
