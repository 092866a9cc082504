import type { Banner } from '@platform/contract/system';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notice } from '../../../test/content-fixtures.ts';
import { envelope, renderApp } from '../../../test/render-app.tsx';

const homeBanners: Banner[] = [
  { url: '/images/banner/a.png', groupName: 'w_home', linkageType: 'ROUTE', linkage: '/live' },
  { url: '/images/banner/b.png', groupName: 'w_home', linkageType: null, linkage: null },
];

describe('home banners and notice marquee', () => {
  it('shows the w_home banners; one with a linkage is a link to where it says', async () => {
    renderApp('/', { banners: { w_home: homeBanners } });
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    const images = within(carousel).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/images/banner/a.png', '/images/banner/b.png']),
    );
    const link = within(carousel).getByRole('link', { name: 'Banner 1 of 2' });
    expect(link.getAttribute('href')).toBe('/live');
    expect(within(carousel).queryByRole('link', { name: 'Banner 2 of 2' })).toBeNull();
  });

  it('opens the notice modal at the notice clicked in the marquee', async () => {
    const { user } = renderApp('/', {
      routes: {
        'GET /wps/content/notices': () =>
          envelope({ list: [notice(1, 'Welcome bonus'), notice(2, 'Maintenance on Tuesday')] }),
      },
    });
    const marquee = await screen.findByRole('region', { name: 'Latest notices' });
    await user.click(within(marquee).getByRole('button', { name: 'Maintenance on Tuesday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Maintenance on Tuesday' })).toBeTruthy();
    expect(within(dialog).getByText('Maintenance on Tuesday: the details.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Welcome bonus' }));
    expect(await within(dialog).findByText('Welcome bonus: the details.')).toBeTruthy();
  });

  it('shows no marquee without notices', async () => {
    renderApp('/', { routes: { 'GET /wps/content/notices': () => envelope({ list: [] }) } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Latest notices' })).toBeNull();
  });
});
