// Stylesheets of their own, fetched with the store selector: the widget's one stylesheet is inlined into every
// first paint (decision 022) and the bundle budget keeps it small, so a partner-specific screen and the map
// library only it uses stay out of it (docs/decisions/053). Same origin, so the content security policy's
// style-src 'self' allows them.

/** A stylesheet that neither loads nor fails within this time is waited for no longer. */
const STYLESHEET_WAIT_MS = 3_000;

const loading = new Map<string, Promise<void>>();

/** Links the stylesheet at `url` once; resolves when it applies, fails, or after 3 s at most. */
export function loadStylesheet(url: string): Promise<void> {
  let done = loading.get(url);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      setTimeout(resolve, STYLESHEET_WAIT_MS);
      document.head.appendChild(link);
    });
    loading.set(url, done);
  }
  return done;
}
