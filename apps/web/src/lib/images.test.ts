import { beforeEach, describe, expect, it } from 'vitest';
import { pickImageCdn, throughImageCdn } from './images.ts';

const CDNS = ['https://a.cdn.example', 'https://b.cdn.example', 'https://c.cdn.example'];

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the image CDN (spec §3 permission imageCDNs)', () => {
  it('picks at random once, then keeps the pick for the session', () => {
    expect(pickImageCdn(CDNS, () => 0.5)).toBe('https://b.cdn.example');
    expect(pickImageCdn(CDNS, () => 0.99)).toBe('https://b.cdn.example');
    window.sessionStorage.clear();
    expect(pickImageCdn(CDNS, () => 0.99)).toBe('https://c.cdn.example');
  });

  it('picks again when the kept CDN is no longer configured, and none from an empty list', () => {
    pickImageCdn(CDNS, () => 0);
    expect(pickImageCdn(CDNS.slice(1), () => 0)).toBe('https://b.cdn.example');
    expect(pickImageCdn([], () => 0)).toBeNull();
    expect(window.sessionStorage.getItem('imageCDN')).toBeNull();
  });

  it('moves image-host URLs to the CDN and leaves others alone', () => {
    const host = { base: '/images', cdn: 'https://a.cdn.example/img/' };
    expect(throughImageCdn('/images/TCG_PROD_IMAGES/x.png', host)).toBe(
      'https://a.cdn.example/img/TCG_PROD_IMAGES/x.png',
    );
    expect(throughImageCdn('https://other.example/x.png', host)).toBe('https://other.example/x.png');
    expect(throughImageCdn('/images/x.png', { base: '/images', cdn: null })).toBe('/images/x.png');
  });
});
