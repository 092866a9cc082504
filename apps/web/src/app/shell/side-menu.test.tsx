import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announcementContent, contentRoute, promotion } from '../../test/content-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const sideMenu = () => screen.findByRole('complementary', { name: 'Side menu' });

describe('side menu content', () => {
  it('lists the first 6 promotion titles, each opening its promotion, plus a more link', async () => {
    const promotions = Array.from({ length: 8 }, (_, index) =>
      promotion(index + 1, { title: `Offer no. ${index + 1}` }),
    );
    renderApp('/', { routes: contentRoute(announcementContent({ promotions })) });
    const menu = await sideMenu();
    const first = await within(menu).findByRole('link', { name: 'Offer no. 1' });
    expect(first.getAttribute('href')).toBe('/promotions#1');
    expect(within(menu).getByRole('link', { name: 'Offer no. 6' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Offer no. 7' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/promotions');
  });

  it('shows the w_leftmenu banners, linked where their linkage says', async () => {
    renderApp('/', {
      banners: {
        w_leftmenu: [
          { url: '/images/banner/side.png', groupName: 'w_leftmenu', linkageType: 'PROMOTION', linkage: '4' },
        ],
      },
    });
    const menu = await sideMenu();
    const link = await within(menu).findByRole('link', { name: 'Banner 1 of 1' });
    expect(link.getAttribute('href')).toBe('/promotions#4');
  });
});
