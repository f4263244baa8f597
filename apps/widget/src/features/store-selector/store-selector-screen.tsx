import type { MapConfigResponse } from '@kerb/domain/contracts/maps';
import type { PlacePrediction } from '@kerb/domain/contracts/places';
import { storeSelectorBack, storeSelectorNext } from '@kerb/domain/journey/store-selector-navigation';
import { MELBOURNE, storesByDistance, type LatLng } from '@kerb/domain/stores/distance';
import { sellerFromStore } from '@kerb/domain/stores/seller-from-store';
import { storeMapView } from '@kerb/domain/stores/map-view';
import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { saveBorrower } from '#app/borrower-sync';
import { journeyContextOf, takeStep, type JourneyFacts } from '#app/journey';
import { useAppStore } from '#app/store';
import { useGoOnAfterRegister } from '#app/use-go-on-after-register';
import { usePlaceSearch } from '#lib/use-place-search';
import { PlaceSearch } from '#ui/place-search';
import { ScreenLayout } from '#ui/screen-layout';
import { Spinner } from '#ui/spinner';
import { loadMapConfig } from './map-config';
import { MapKeyProblem } from './map-key-problem';
import { placeLocation } from './place-location';
import { StoreList } from './store-list';
import { useMyLocation } from './use-my-location';
import screenCssUrl from './store-selector.css?url';
import { loadStylesheet } from './stylesheet';

// Leaflet is heavy: the map comes in its own chunk, after the screen itself (ARCHITECTURE "Lazy screens").
const StoreMap = lazy(() => import('./store-map'));

/** spec 1 §8 "Map loading ... failure": a map chunk that cannot load shows the key panel, the list stays. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <div className="kerb-store-map"><MapKeyProblem /></div> : this.props.children;
  }
}

/** The journey as it stands, with how far it has been (the rules' "On the OCR summary path"). */
const journeyNow = () => {
  const state = useAppStore.getState();
  const facts: JourneyFacts = { progressPercent: state.progressPercent };
  return journeyContextOf(state, facts);
};

interface Origin extends LatLng {
  /** Said beside the list: "from Parramatta NSW 2150" or "from your location". */
  label: string;
}

/**
 * spec 2 §2 "Store selector": "Map, location search, use-my-location icon, and nearest-store list titled
 * 'Choose Your Store'. Next requires a selected store." The list is ordered by distance (spec 2 §9) from the
 * place searched or the borrower's location, else from Melbourne, the map's default centre. Next saves the
 * store on the application (spec 2 §3 "selected store entry: storeId, storeSelectorId") and goes where the
 * journey routes it (domain journey/store-selector-navigation, loaded with this screen rather than in the
 * first load's routing table); a visitor sent to register goes on once registered.
 */
export function StoreSelectorScreen() {
  const partner = useAppStore((s) => s.partner);
  const stores = partner?.storeSelectorOptions;
  const chosenId = useAppStore((s) => s.borrower.selectedStore?.storeId);
  const [selectedId, setSelectedId] = useState(chosenId);
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [search, setSearch] = useState('');
  // Only typing searches: the chosen place's description shown in the field does not search again.
  const [query, setQuery] = useState('');
  const { predictions, searching } = usePlaceSearch(query, partner?.country ?? 'AU', partner?.id);
  const [tried, setTried] = useState(false);
  const [mapConfig, setMapConfig] = useState<MapConfigResponse | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void loadMapConfig().then((config) => live && setMapConfig(config));
    return () => {
      live = false;
    };
  }, []);

  const found = useCallback((position: LatLng) => setOrigin({ ...position, label: 'from your location' }), []);
  const { locate, locating } = useMyLocation(found);

  const ordered = useMemo(() => storesByDistance(stores ?? [], origin ?? MELBOURNE), [stores, origin]);
  const storeList = useMemo(() => ordered.map((s) => s.store), [ordered]);
  const selected = ordered.find((s) => s.store.partnerId === selectedId)?.store;
  const tiles = Boolean(mapConfig?.tileUrl);
  // One view per change of what it frames, so a borrower's own panning is kept between renders.
  const view = useMemo(() => storeMapView({ stores: storeList, selected, origin, tiles }), [storeList, selected, origin, tiles]);

  const choosePlace = async (prediction: PlacePrediction) => {
    setSearch(prediction.description);
    setQuery('');
    const location = await placeLocation(prediction.place_id);
    if (location) setOrigin({ ...location, label: `from ${prediction.suburb}` });
  };

  const next = useGoOnAfterRegister(async () => {
    const store = selected;
    if (!store || !partner) {
      setTried(true);
      // The highlighted list may be below the map: bring it into view, on its first store.
      const first = listRef.current?.querySelector<HTMLElement>('[role="radio"]');
      first?.focus({ preventScroll: true });
      first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    // spec 2 §3 "selected store entry: storeId, storeSelectorId": the store, and the partner whose selector
    // it was chosen from (docs/decisions/053).
    // The store is the dealership selling the vehicle (docs/decisions/063), unless the borrower named another.
    useAppStore.getState().updateBorrower((b) => ({
      ...b, selectedStore: { storeId: store.partnerId, storeSelectorId: partner.id },
      seller: sellerFromStore(b.seller, store, stores ?? [], partner),
    }));
    if (useAppStore.getState().isLoggedIn) await saveBorrower(useAppStore);
    takeStep(storeSelectorNext(journeyNow()));
  });

  return (
    <ScreenLayout
      screenId="STORE_SELECTOR" title="Choose Your Store"
      helper="Pick the store you'd like to deal with. Search a suburb or postcode, or use your location, to see the nearest."
      onBack={() => takeStep(storeSelectorBack(journeyNow()))} onNext={() => void next()}
    >
      <div className="kerb-store-selector">
        <div className="kerb-store-selector__search">
          <PlaceSearch
            label="Suburb or postcode" listLabel="Matching places" value={search} predictions={predictions} searching={searching}
            onType={(text) => { setSearch(text); setQuery(text); }} onChoose={(p) => void choosePlace(p)}
          />
          <button
            type="button" className="kerb-locate" onClick={locate} disabled={locating} aria-busy={locating}
            aria-label={locating ? 'Finding your location' : 'Use my location'} title="Use my location"
          >
            {locating ? <Spinner size={20} /> : <LocateIcon />}
          </button>
        </div>
        <MapBoundary>
          <Suspense fallback={<div className="kerb-store-map kerb-skeleton" aria-hidden="true" />}>
            {mapConfig ? (
              <StoreMap
                stores={storeList} selectedId={selectedId} view={view} origin={origin}
                tileUrl={mapConfig.tileUrl} attribution={mapConfig.attribution} onSelect={setSelectedId}
              />
            ) : <div className="kerb-store-map kerb-skeleton" aria-hidden="true" />}
          </Suspense>
        </MapBoundary>
        <div ref={listRef}>
          <StoreList
            stores={ordered} selectedId={selectedId} onSelect={setSelectedId}
            fromLabel={origin?.label ?? 'from Melbourne'} invalid={tried && !selected}
          />
        </div>
      </div>
    </ScreenLayout>
  );
}

function LocateIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" stroke="none" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </svg>
  );
}

export default StoreSelectorScreen;

/**
 * The screen for the registry's lazy(), once its styles apply: they come with it as a file of their own
 * (stylesheet.ts). Not a top-level await in this module: a lazy chunk with one made the bundler split the
 * app's entry into a re-export of another file, one more request before the first paint can be taken over.
 */
export async function withItsStyles(): Promise<{ default: typeof StoreSelectorScreen }> {
  await loadStylesheet(screenCssUrl);
  return { default: StoreSelectorScreen };
}
