import leafletCssUrl from 'leaflet/dist/leaflet.css?url';

// Leaflet's own stylesheet, as a file of its own fetched with the map's chunk: the widget's one stylesheet is
// inlined into every first paint (decision 022) and the bundle budget keeps it small, so a library only the
// store selector uses stays out of it (docs/decisions/053). Same origin, so the content security policy's
// style-src 'self' allows it.

let loading: Promise<void> | null = null;

/** Resolves once Leaflet's stylesheet applies (or failed: the map then lays out without it). */
export function loadLeafletStylesheet(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletCssUrl;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
  return loading;
}
