import { MapConfigResponse } from '@kerb/domain/contracts/maps';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import { buildTestApp, type TestApp } from '../helpers/app';

// docs/decisions/053: the store selector's map tiles come from the server's MAP_TILE_URL, served to the
// widget by GET /api/maps/config; the content security policy names the tile host only when one is set.
describe('map tile configuration', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const imgSrc = (csp: string | undefined) => csp?.split(';').find((d) => d.trim().startsWith('img-src'))?.trim();

  it('answers no tiles and keeps the images policy as it was when MAP_TILE_URL is unset', async () => {
    t = await buildTestApp({ seed: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/maps/config' });
    expect(res.statusCode).toBe(200);
    expect(MapConfigResponse.parse(res.json())).toEqual({ tileUrl: null, attribution: null });
    expect(imgSrc(res.headers['content-security-policy'] as string)).toBe("img-src 'self' data: blob: https:");
  });

  it('answers the tile URL and its attribution, and allows the tile host\'s images', async () => {
    const tileUrl = 'http://127.0.0.1:8089/tiles/{z}/{x}/{y}.png';
    t = await buildTestApp({ seed: false, env: { MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: '© Sample Maps' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/maps/config' });
    expect(res.json()).toEqual({ tileUrl, attribution: '© Sample Maps' });
    expect(imgSrc(res.headers['content-security-policy'] as string)).toBe("img-src 'self' data: blob: https: http://127.0.0.1:8089");
  });

  it('refuses a tile URL that is not https or lacks {z}, {x}, {y} at start', () => {
    expect(() => loadEnv({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(loadEnv({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png?key=k' }).MAP_TILE_URL).toContain('{s}');
  });
});
