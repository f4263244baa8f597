// The widget's entry, inlined into the page by scripts/prerender.ts. The page arrives with its first
// screen painted (first-paint.ts), so the app's code waits for that paint: evaluated earlier, it holds the
// first frame back, a second or more on a slow phone. Browsers without paint timing, and frames they do
// not paint yet (a partner's page may hold back an iframe below the fold), start the app after a short
// wait instead. The app's address is in the page (index.html, rewritten to the built file by
// scripts/prerender.ts), so this entry imports nothing and needs nothing before the paint.
const FIRST_PAINT_WAIT_MS = 1000;
const APP_MODULE = document.querySelector<HTMLMetaElement>('meta[name="kerb-app"]')?.content ?? '/src/app/start.tsx';

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the wait decides.
    }
  });
}

void afterFirstPaint().then(() => import(/* @vite-ignore */ APP_MODULE));
