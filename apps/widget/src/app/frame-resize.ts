// The embed script (/embed.js) sizes its iframe to the widget: the widget reports its height to the
// partner page as {type: 'kerb:resize', height}, so the frame never scrolls inside the partner's page.
export const RESIZE_MESSAGE = 'kerb:resize';

const SHEET_GAP = 16;

/**
 * The height the frame needs: the panel, or an open modal sheet's full content when that is taller (the
 * sheet is fixed to the frame's viewport, so the frame grows for it). Measured from the elements, not
 * the document, so a tall frame does not keep itself tall.
 */
export function contentHeight(doc: Document): number {
  const panel = doc.querySelector<HTMLElement>('.kerb-app');
  const sheet = doc.querySelector<HTMLElement>('.kerb-sheet');
  let height = 0;
  if (panel) {
    const style = doc.defaultView?.getComputedStyle(panel);
    const margins = style ? (Number.parseFloat(style.marginTop) || 0) + (Number.parseFloat(style.marginBottom) || 0) : 0;
    height = panel.getBoundingClientRect().height + margins;
  }
  if (sheet) height = Math.max(height, sheet.scrollHeight + SHEET_GAP);
  return Math.ceil(height);
}

/** Starts reporting the height to the parent page when the widget runs inside a frame. */
export function startFrameResize(win: Window = window): () => void {
  if (win.parent === win || typeof ResizeObserver === 'undefined') return () => {};
  let last = -1;
  let frame = 0;
  const report = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const height = contentHeight(win.document);
      if (height > 0 && height !== last) {
        last = height;
        // The partner's origin is not known here; the message carries only a number.
        win.parent.postMessage({ type: RESIZE_MESSAGE, height }, '*');
      }
    });
  };
  const resizes = new ResizeObserver(report);
  const observeAll = () => {
    resizes.disconnect();
    win.document.querySelectorAll('.kerb-app, .kerb-sheet').forEach((el) => resizes.observe(el));
    report();
  };
  // Modals are portalled into <body>: watch for them arriving and leaving.
  const mutations = new MutationObserver(observeAll);
  mutations.observe(win.document.body, { childList: true, subtree: true });
  observeAll();
  return () => {
    mutations.disconnect();
    resizes.disconnect();
    cancelAnimationFrame(frame);
  };
}
