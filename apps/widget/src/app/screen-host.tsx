import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/spinner';
import { ErrorBoundary, UNEXPECTED_APPLICATION_ERROR } from './error-boundary';
import { handOverFirstPaint } from './first-paint';
import { SCREEN_REGISTRY } from './screen-registry';
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

/** Shows the current display's screen (lazily loaded) and logs it as visible (spec 1 §2). */
export function ScreenHost() {
  const display = useAppStore((s) => s.display);
  const status = useAppStore((s) => s.status);
  useVisibleTracking(status === 'ready' ? display : null);
  useEffect(() => {
    if (status === 'ready') window.scrollTo?.({ top: 0 });
  }, [display, status]);
  if (status === 'failed') return <ScreenFailure onRetry={() => window.location.reload()} />;
  if (status !== 'ready') return <ScreenSkeleton />;
  const Screen = SCREEN_REGISTRY[display];
  return (
    <ErrorBoundary key={display} fallback={(reset) => <ScreenFailure onRetry={reset} />}>
      <Suspense fallback={<ScreenSkeleton />}>
        <Screen screen={display} />
        <TakeOverFirstPaint />
      </Suspense>
    </ErrorBoundary>
  );
}
