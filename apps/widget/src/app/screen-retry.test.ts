// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { retryScreen } from './screen-host';

// issue 33 §7: "Try again must really retry (import again, or reload once)".
describe('Try again on a screen whose script failed to load', () => {
  it('asks for the script again and shows the screen once it arrives, without reloading', async () => {
    const load = vi.fn(async () => {});
    const showAgain = vi.fn();
    const reload = vi.fn();
    await retryScreen('INCOME', showAgain, load, reload);
    expect(load).toHaveBeenCalledWith('INCOME');
    expect(showAgain).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the script still cannot be had (a server rebuilt underneath)', async () => {
    const showAgain = vi.fn();
    const reload = vi.fn();
    await retryScreen('INCOME', showAgain, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(showAgain).not.toHaveBeenCalled();
  });
});
