// The store selector's map tiles (spec 1 §9 "a maps service loaded with a key ({key})"; docs/decisions/053):
// GET /api/maps/config → {tileUrl, attribution}. The operator sets the tile URL on the server (MAP_TILE_URL),
// key included, so the server's content security policy can name its host. Null: no tiles, the map shows
// the stores on a plain background.
import { z } from 'zod/mini';

/** A Leaflet tile template: https (http only for this machine), with {z}, {x} and {y}. */
export function isMapTileUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/\{[a-z]+\}/g, '0'));
  } catch {
    return false;
  }
  const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
  const scheme = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local);
  return scheme && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
}

/** The tile host's origin, for the content security policy's img-src; a {s} subdomain becomes a wildcard. */
export const mapTileOrigin = (url: string): string =>
  new URL(url.replace('{s}', 'kerb-subdomain').replace(/\{[a-z]+\}/g, '0')).origin.replace('kerb-subdomain', '*');

export const MapConfigResponse = z.object({
  tileUrl: z.nullable(z.string().check(z.refine(isMapTileUrl, 'must be a tile URL with {z}, {x} and {y}'))),
  attribution: z.nullable(z.string().check(z.maxLength(300))),
});
export type MapConfigResponse = z.infer<typeof MapConfigResponse>;
