import type { StoreSelectorOption } from '@kerb/domain/partner/config';
import { MAP_SIZE_PX, type LatLng } from '@kerb/domain/stores/distance';
import { PLAIN_MAP_MAX_ZOOM, type MapView } from '@kerb/domain/stores/map-view';
import * as L from 'leaflet';
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef, useState } from 'react';
import { AUSTRALIA_NEW_ZEALAND } from './australia-new-zealand';
import { MapKeyProblem } from './map-key-problem';
import { mapStatus } from './map-status';
import { loadStylesheet } from './stylesheet';

export interface StoreMapProps {
  stores: readonly StoreSelectorOption[];
  selectedId: string | undefined;
  /** What the map frames (domain stores/map-view): the chosen store, else the origin and its nearest stores,
   * else every store. */
  view: MapView;
  /** The searched place or the borrower's position, marked on the map; null when neither is known. */
  origin: LatLng | null;
  tileUrl: string | null;
  attribution: string | null;
  onSelect: (storeId: string) => void;
}

const PIN_SIZE = 32;
// Drawn inline: no image files to fetch, and nothing Leaflet's default icon would look for by URL.
const PIN = `<svg viewBox="0 0 24 32" width="${PIN_SIZE * 0.75}" height="${PIN_SIZE}" aria-hidden="true" focusable="false">`
  + '<path d="M12 0C5.4 0 0 5.2 0 11.7 0 20.5 12 32 12 32s12-11.5 12-20.3C24 5.2 18.6 0 12 0z"/>'
  + '<circle cx="12" cy="11.5" r="4.5" fill="#fff"/></svg>';

/** Fits the view: fractional zooms, so a country-wide set of stores fills the 300 px box. */
const PADDING_PX = 28;
function fit(map: L.Map, { points, maxZoom }: MapView) {
  map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [PADDING_PX, PADDING_PX], maxZoom, animate: false });
}

/** Leaflet shows attribution as HTML; the operator's text is shown as text. */
const asText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * spec 2 §2 "Map" and §9 "Default map centre is Melbourne; zoom 13; map 300 by 300 pixels": Leaflet, in its
 * own chunk, with tiles from the server's MAP_TILE_URL when set (docs/decisions/053). Each store is a pin the
 * borrower can tap or reach by keyboard to choose it. The map fits what it shows (docs/decisions/063); without
 * tiles the pins sit on a bundled outline of Australia and New Zealand.
 */
export default function StoreMap({ stores, selectedId, view, origin, tileUrl, attribution, onSelect }: StoreMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pins = useRef<L.LayerGroup | null>(null);
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const status = mapStatus({ tileUrl, ...tiles, online: navigator.onLine });

  // Leaflet measures its box and positions its panes by its stylesheet: the map is made once that applies.
  const [styled, setStyled] = useState(false);
  useEffect(() => {
    let live = true;
    void loadStylesheet(leafletCssUrl).then(() => live && setStyled(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!element.current || !styled) return;
    const created = L.map(element.current, { zoomSnap: 0.25, attributionControl: Boolean(tileUrl) });
    fit(created, view);
    created.attributionControl?.setPrefix(false);
    if (tileUrl) {
      L.tileLayer(tileUrl, { attribution: attribution ? asText(attribution) : '', maxZoom: 19 })
        .on('tileload', () => setTiles((t) => ({ ...t, loaded: t.loaded + 1 })))
        .on('tileerror', () => setTiles((t) => ({ ...t, failed: t.failed + 1 })))
        .addTo(created);
    }
    pins.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      pins.current = null;
    };
    // The map is made once per tile source; view changes move it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styled, tileUrl, attribution]);

  // Tiles configured but unreachable (offline) leave only the outline: framed as without tiles.
  const plain = status === 'PLAIN';
  useEffect(() => {
    if (map.current) fit(map.current, plain ? { ...view, maxZoom: Math.min(view.maxZoom, PLAIN_MAP_MAX_ZOOM) } : view);
  }, [view, plain]);

  // Without tiles (none configured, or offline), something to place the pins on: the coastlines, drawn as
  // vectors from the bundled outline, under the pins.
  useEffect(() => {
    const created = map.current;
    if (!created || !plain) return;
    const land = L.geoJSON(AUSTRALIA_NEW_ZEALAND, { interactive: false, style: { className: 'kerb-map-land' } }).addTo(created);
    return () => {
      land.remove();
    };
  }, [styled, plain, tileUrl]);

  useEffect(() => {
    const layer = pins.current;
    if (!layer) return;
    layer.clearLayers();
    if (origin) {
      L.marker([origin.lat, origin.lng], {
        icon: L.divIcon({ className: 'kerb-map-origin', html: '', iconSize: [18, 18] }), interactive: false, keyboard: false,
      }).addTo(layer);
    }
    for (const store of stores) {
      const selected = store.partnerId === selectedId;
      L.marker([store.coordinates.lat, store.coordinates.lng], {
        icon: L.divIcon({
          className: `kerb-map-pin${selected ? ' kerb-map-pin--selected' : ''}`, html: PIN,
          iconSize: [PIN_SIZE * 0.75, PIN_SIZE], iconAnchor: [PIN_SIZE * 0.375, PIN_SIZE],
        }),
        title: `${store.name}${selected ? ' (chosen)' : ''}`, zIndexOffset: selected ? 1000 : 0,
      })
        .on('click', () => onSelect(store.partnerId))
        .on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') onSelect(store.partnerId);
        })
        .addTo(layer);
    }
  }, [styled, stores, selectedId, origin, onSelect]);

  return (
    <div className="kerb-store-map" style={{ width: MAP_SIZE_PX, height: MAP_SIZE_PX }}>
      <div
        ref={element} className={`kerb-store-map__canvas${status === 'TILES' ? '' : ' kerb-store-map__canvas--plain'}`}
        role="region" aria-label="Map of the stores" data-map-status={status}
      />
      {status === 'FAILED' && <MapKeyProblem />}
    </div>
  );
}
