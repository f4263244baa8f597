import type { AssetSection } from '@kerb/domain/borrower/assets-and-liabilities';

/**
 * What each section is called. Titles are spec 2 §2's row names ("Rows for Real Estate, Motor Vehicle, Savings
 * and More, Credit Cards, Personal Loans"); the helper lines and item names are ours (docs/decisions/042).
 */
export const SECTION_TEXT: Record<AssetSection, { title: string; item: string; helper: string }> = {
  REAL_ESTATES: { title: 'Real Estate', item: 'Property', helper: 'Homes and investment properties you own, and any loans on them.' },
  MOTOR_VEHICLES_ASSETS: { title: 'Motor Vehicle', item: 'Vehicle', helper: 'Cars, bikes, boats and caravans you own now, and any loans on them.' },
  SAVINGS_OR_MORE: { title: 'Savings and More', item: 'Asset', helper: 'Roughly what each is worth today. Leave blank what you don’t have.' },
  CREDIT_CARDS: { title: 'Credit Cards', item: 'Credit card', helper: 'Every card in your name, even with nothing owing.' },
  PERSONAL_LOANS: { title: 'Personal Loans', item: 'Loan', helper: 'Personal loans you are repaying now.' },
};
