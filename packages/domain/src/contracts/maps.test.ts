import { describe, expect, it } from 'vitest';
import { MapConfigResponse, isMapTileUrl, mapTileOrigin } from './maps';

describe('map tile configuration (docs/decisions/053)', () => {
  it('takes an https tile template with {z}, {x} and {y}, http only on this machine', () => {
    expect(isMapTileUrl('https://tiles.example.com/{z}/{x}/{y}.png?key=abc')).toBe(true);
    expect(isMapTileUrl('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe(true);
    expect(isMapTileUrl('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe(true);
    expect(isMapTileUrl('http://tiles.example.com/{z}/{x}/{y}.png')).toBe(false);
    expect(isMapTileUrl('https://tiles.example.com/{z}/{x}.png')).toBe(false);
    expect(isMapTileUrl('javascript:alert(1)//{z}{x}{y}')).toBe(false);
    expect(isMapTileUrl('not a url')).toBe(false);
  });
  it('names the tile host for the content security policy', () => {
    expect(mapTileOrigin('https://{s}.tiles.example.com/{z}/{x}/{y}.png?key=abc')).toBe('https://*.tiles.example.com');
    expect(mapTileOrigin('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
  });
  it('answers a tile URL or null', () => {
    expect(MapConfigResponse.safeParse({ tileUrl: null, attribution: null }).success).toBe(true);
    expect(MapConfigResponse.safeParse({ tileUrl: 'ftp://x/{z}/{x}/{y}', attribution: null }).success).toBe(false);
  });
});
