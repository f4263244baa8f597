// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './modal-registry';

// issue 8: the likely modals are fetched on the visitor's first touch or key, not with the first screen.
describe('warming the likely modals', () => {
  it('waits for the first pointer or key press, then warms once', () => {
    const warm = vi.fn();
    onFirstInteraction(warm);
    expect(warm).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(warm).toHaveBeenCalledTimes(1);
  });
});
