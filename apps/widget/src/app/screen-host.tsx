import type { ShownScreen } from '@kerb/domain/journey/shown-screen';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/spinner';
import { ErrorBoundary, UNEXPECTED_APPLICATION_ERROR } from './error-boundary';
import { handOverFirstPaint } from './first-paint';
import { loadScreenAgain, SCREEN_REGISTRY } from './screen-registry';
import { useAppStore } from './store';
import { useVisibleTracking } from './use-visible-tracking';

export function ScreenSkeleton() {
  return (
    <div className="kerb-starting" aria-busy="true" aria-label="Loading">
      <Skeleton width="70%" height={30} />
      <Skeleton width="90%" height={18} />
      <Skeleton height={72} radius={12} />
      <Skeleton height={72} radius={12} />
      <Skeleton height={48} radius={12} />
    </div>
  );
}

/** Rendered beside a live screen (or the failure): the page's still first paint gives way to it. */
function TakeOverFirstPaint() {
  useLayoutEffect(() => handOverFirstPaint(), []);
  return null;
}

function ScreenFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="kerb-app-error" role="alert">
      <TakeOverFirstPaint />
      <h1 className="kerb-screen__title">{UNEXPECTED_APPLICATION_ERROR}</h1>
      <p>Please try again. Your progress is saved.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

/**
 * issue 33 §7: "Try again" asks for the screen's script again and shows the screen once it arrives, everything
 * typed still in the store. When it still cannot be had (a server rebuilt underneath names its scripts anew),
 * the page is reloaded: the borrower's answers are kept in the browser and on the server, as on any reload.
 */
export const retryScreen = (screen: ShownScreen, showAgain: () => void, load = loadScreenAgain, reload = () => window.location.reload()) =>
  load(screen).then(showAgain, reload);

/** Shows the current display's screen (lazily loaded) and logs it as visible (spec 1 §2). */
export function ScreenHost() {
  const display = useAppStore((s) => s.display);
  const status = useAppStore((s) => s.status);
  // Each Try again renders the screen anew, with the component its script's second answer gave.
  const [attempt, setAttempt] = useState(0);
  useVisibleTracking(status === 'ready' ? display : null);
  useEffect(() => {
    if (status === 'ready') window.scrollTo?.({ top: 0 });
  }, [display, status]);
  if (status === 'failed') return <ScreenFailure onRetry={() => window.location.reload()} />;
  if (status !== 'ready') return <ScreenSkeleton />;
  const Screen = SCREEN_REGISTRY[display];
  return (
    <ErrorBoundary key={`${display} ${attempt}`} fallback={<ScreenFailure onRetry={() => void retryScreen(display, () => setAttempt((n) => n + 1))} />}>
      <Suspense fallback={<ScreenSkeleton />}>
        <Screen screen={display} />
        <TakeOverFirstPaint />
      </Suspense>
    </ErrorBoundary>
  );
}
