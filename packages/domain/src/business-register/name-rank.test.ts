import { describe, expect, it } from 'vitest';
import { foldBusinessName, nameMatchRank, rankByName } from './name-rank';

// spec 1 §5 "Name search" (docs/decisions/023): exact, then prefix, then word match.
describe('business name ranking', () => {
  it('folds case, accents, punctuation and "&"', () => {
    expect(foldBusinessName('  Bunyip Bay Earth-Moving Pty. Ltd. ')).toBe('bunyip bay earth moving pty ltd');
    expect(foldBusinessName('Māori & Sons')).toBe('maori and sons');
    expect(foldBusinessName("O'Brien's")).toBe('obriens');
  });
  it('ranks exact, prefix and word matches, and refuses the rest', () => {
    expect(nameMatchRank('wombat haulage', 'Wombat Haulage')).toBe(0);
    expect(nameMatchRank('wombat', 'Wombat Haulage')).toBe(1);
    expect(nameMatchRank('haul wom', 'Wombat Haulage')).toBe(2);
    expect(nameMatchRank('aulage', 'Wombat Haulage')).toBeNull();
    expect(nameMatchRank('--', 'Wombat Haulage')).toBeNull();
  });
  it('orders by rank, keeps the given order within a rank and answers at most max', () => {
    const names = ['North Wombat Co', 'Wombat Haulage', 'Wombat', 'Emu Farms', 'Wombat Bakery'];
    expect(rankByName('wombat', names, (n) => n, 10)).toEqual(['Wombat', 'Wombat Haulage', 'Wombat Bakery', 'North Wombat Co']);
    expect(rankByName('wombat', names, (n) => n, 2)).toEqual(['Wombat', 'Wombat Haulage']);
    expect(rankByName('wombat', names, (n) => n, 10, true).at(-1)).toBe('Emu Farms');
  });
});
