import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, isHashedAsset, NO_STORE, REVALIDATE } from './cache-policy.ts';

describe('cache policy', () => {
  it("recognises Vite's hashed files", () => {
    expect(isHashedAsset('/assets/index-a0i0aWQ3.css')).toBe(true);
    expect(isHashedAsset('/assets/anything.js')).toBe(true);
    expect(isHashedAsset('/remoteEntry-PzqW6rwC.js')).toBe(true);
    expect(isHashedAsset('/remoteEntry.js')).toBe(false);
    expect(isHashedAsset('/mf-manifest.json')).toBe(false);
    expect(isHashedAsset('/favicon.ico')).toBe(false);
  });

  it('hashed assets for a year, HTML and runtime JSON revalidated, errors never stored', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('asset', '/assets/index-a0i0aWQ3.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('asset', '/robots.txt')).toBe(REVALIDATE);
    expect(cacheControlFor('html')).toBe('private, no-cache');
    expect(cacheControlFor('runtime-json', '/config.json')).toBe('no-cache');
    expect(cacheControlFor('error')).toBe(NO_STORE);
  });
});
