// spec 2 §2 "Truckstop landing": "Benefit tiles: conditionally approved in under 2 minutes, no impact on credit
// score, no hidden fees, free of charge, compare with more than 40 lenders, screen results by importance".
// The titles are the spec's words; the one line under each is docs/decisions/048's.
export type BenefitIcon = 'clock' | 'shield' | 'tag' | 'gift' | 'compare' | 'sort';

export interface Benefit {
  title: string;
  detail: string;
  icon: BenefitIcon;
}

export const TRUCKSTOP_BENEFITS: readonly Benefit[] = [
  { title: 'Conditionally approved in under 2 minutes', detail: 'A few questions, then an answer on the spot.', icon: 'clock' },
  { title: 'No impact on credit score', detail: 'Checking your options leaves your file untouched.', icon: 'shield' },
  { title: 'No hidden fees', detail: 'Every fee is shown before you apply.', icon: 'tag' },
  { title: 'Free of charge', detail: 'Comparing and applying costs you nothing.', icon: 'gift' },
  { title: 'Compare with more than 40 lenders', detail: 'Truck and commercial specialists included.', icon: 'compare' },
  { title: 'Screen results by importance', detail: 'Sort by repayment, rate, fees or speed.', icon: 'sort' },
];
