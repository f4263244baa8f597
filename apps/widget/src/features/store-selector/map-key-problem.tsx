/**
 * spec 1 §8 "Map loading or authentication failure: error panel about a problem with the key". It covers
 * the map area only: the list below still chooses a store.
 */
export function MapKeyProblem() {
  return (
    <div className="kerb-store-map__problem" role="alert">
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2 1 21h22L12 2z" fill="currentColor" opacity="0.16" />
        <path d="M12 9v5M12 17.2v.1" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <p className="kerb-store-map__problem-title">The map could not load</p>
      <p>There is a problem with the map key, so the map cannot be shown right now. You can still choose your store from the list.</p>
    </div>
  );
}
