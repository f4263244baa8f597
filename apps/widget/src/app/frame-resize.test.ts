// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contentHeight } from './frame-resize';

// The embed script follows the widget's {type: 'kerb:resize', height} messages.
describe('frame height', () => {
  it('reports the panel, or an open sheet when it is taller', () => {
    document.body.innerHTML = '<div class="kerb-app"></div>';
    const panel = document.querySelector('.kerb-app')!;
    panel.getBoundingClientRect = () => ({ height: 640 }) as DOMRect;
    expect(contentHeight(document)).toBe(640);
    const sheet = document.createElement('div');
    sheet.className = 'kerb-sheet';
    Object.defineProperty(sheet, 'scrollHeight', { value: 812 });
    document.body.appendChild(sheet);
    expect(contentHeight(document)).toBe(828);
  });
});
