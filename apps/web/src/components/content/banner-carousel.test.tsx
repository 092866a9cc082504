import type { Banner } from '@platform/contract/system';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Swiper } from 'swiper';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import BannerCarousel from './banner-carousel.tsx';

const banner = (n: number): Banner => ({
  url: `/images/banner/${n}.png`,
  groupName: 'w_promotion',
  linkageType: null,
  linkage: null,
});

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderCarousel(banners: Banner[]) {
  initI18n();
  const view = render(
    <MemoryRouter>
      <BannerCarousel banners={banners} aspect="3 / 1" label="Featured" />
    </MemoryRouter>,
  );
  const swiper = () => (view.container.querySelector('.swiper') as HTMLElement & { swiper?: Swiper }).swiper;
  return { ...view, swiper };
}

describe('BannerCarousel (spec §9 swiper constants)', () => {
  it('autoplays every 5000 ms at speed 1000, looping, with pagination, when there are several banners', async () => {
    prefersReducedMotion(false);
    const { swiper, container } = renderCarousel([banner(1), banner(2), banner(3)]);
    await waitFor(() => expect(swiper()).toBeTruthy());
    const params = swiper()!.params;
    expect(params.speed).toBe(1000);
    expect(params.spaceBetween).toBe(20.3);
    expect(params.loop).toBe(true);
    expect(params.autoplay).toMatchObject({ delay: 5000 });
    await waitFor(() => expect(swiper()!.autoplay.running).toBe(true));
    expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3);
  });

  it('neither loops, paginates nor autoplays a single banner', async () => {
    prefersReducedMotion(false);
    const { swiper, container } = renderCarousel([banner(1)]);
    await waitFor(() => expect(swiper()).toBeTruthy());
    expect(swiper()!.params.loop).toBe(false);
    expect(swiper()!.autoplay.running).toBe(false);
    expect(container.querySelector('.swiper-pagination-bullet')).toBeNull();
  });

  it('stands still when the reader prefers reduced motion', async () => {
    prefersReducedMotion(true);
    const { swiper } = renderCarousel([banner(1), banner(2)]);
    await waitFor(() => expect(swiper()).toBeTruthy());
    expect(swiper()!.autoplay.running).toBe(false);
    expect(swiper()!.params.speed).toBe(0);
  });
});
