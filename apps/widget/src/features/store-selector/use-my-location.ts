import type { LatLng } from '@kerb/domain/stores/distance';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logFailure } from '#lib/log';

/** How long the browser may take to find the borrower before the icon stops waiting. */
const LOCATE_TIMEOUT_MS = 10_000;
/** A position up to 5 minutes old is near enough for the nearest store. */
const LOCATE_MAX_AGE_MS = 300_000;

/**
 * spec 2 §2 "use-my-location icon" through the browser's geolocation (spec 2 §7 "the browser geolocation
 * facility for nearest stores"). spec 2 §8 "Geolocation unsupported or denied: logged; loading stops": the
 * log names the reason only, never a position; the list keeps working from the place it had.
 */
export function useMyLocation(onFound: (position: LatLng) => void) {
  const [locating, setLocating] = useState(false);
  const mounted = useRef(false);
  // Set on every mount, not only at creation: React's development mode mounts, cleans up and mounts again
  // (StrictMode), and a flag only ever turned off would leave the icon spinning for ever.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      logFailure('finding your location', 'geolocation unsupported');
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setLocating(false);
        onFound({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        logFailure('finding your location', `geolocation failed (code ${error.code})`);
        if (mounted.current) setLocating(false);
      },
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  }, [onFound]);

  return { locate, locating };
}
