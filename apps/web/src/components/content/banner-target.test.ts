import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target.ts';

describe('bannerTarget', () => {
  it('opens a site path for ROUTE', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/promotions' })).toEqual({
      kind: 'route',
      to: '/promotions',
    });
  });

  it('opens the promotion by its id for PROMOTION', () => {
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '12' })).toEqual({
      kind: 'route',
      to: '/promotions#12',
    });
  });

  it('opens an https address for URL', () => {
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://example.com/a' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
  });

  it('leaves a banner without linkage type, or with a linkage that does not fit, unclickable', () => {
    expect(bannerTarget({ linkageType: null, linkage: '/promotions' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '//evil.example' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'URL', linkage: 'http://plain.example' })).toBeNull();
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: 'abc' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: null })).toBeNull();
  });
});
