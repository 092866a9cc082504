import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import {
  announcementContent,
  contentRoute,
  promotion,
  promotionCategories,
} from '../../../test/content-fixtures.ts';
import { callsTo, envelope, renderApp } from '../../../test/render-app.tsx';

const menu = () => screen.findByRole('navigation', { name: 'Promotion categories' });
const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('/promotions', () => {
  it('hides the gaming and lotto_promo categories and makes the first look active', async () => {
    renderApp('/promotions', { routes: contentRoute() });
    const categories = await menu();
    const buttons = within(categories).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['All offers', 'Sports', 'Deposit']);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(buttons[1]?.getAttribute('aria-pressed')).toBe('false');
    // No category chosen: every promotion shows, including one listed only under a hidden category.
    expect(cardTitles()).toEqual(['Sports cashback', 'First deposit bonus', 'Lucky numbers']);
  });

  it('keeps the promotions of the chosen category, and shows in_no_data when none fits', async () => {
    const content = announcementContent({
      categories: [...promotionCategories, { id: 6, title: 'Rebate', type: 'rebate' }],
    });
    const { user } = renderApp('/promotions', { routes: contentRoute(content) });
    const categories = await menu();
    await user.click(within(categories).getByRole('button', { name: 'Deposit' }));
    expect(within(categories).getByRole('button', { name: 'Deposit' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(cardTitles()).toEqual(['First deposit bonus']);
    await user.click(within(categories).getByRole('button', { name: 'Rebate' }));
    expect(await screen.findByText('No data')).toBeTruthy();
    await user.click(within(categories).getByRole('button', { name: 'All offers' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('shows the no-data view without promotions', async () => {
    renderApp('/promotions', { routes: contentRoute(announcementContent({ promotions: [] })) });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('shows the card image (sequence 1), the time as YYYY/MM/DD HH:mm:ss, or long_term', async () => {
    const content = announcementContent({
      promotions: [
        promotion(21, {
          title: 'Weekend',
          longTerm: false,
          startTime: '2025-03-04T05:06:07',
          endTime: '2099-12-31T23:59:59',
        }),
        promotion(22, { title: 'Always on' }),
      ],
    });
    renderApp('/promotions', { routes: contentRoute(content) });
    const weekend = (await screen.findByRole('heading', { level: 3, name: 'Weekend' })).closest('article')!;
    expect(weekend.querySelector('img')?.getAttribute('src')).toBe('/images/promo/21-card.png');
    expect(weekend.textContent).toContain('2025/03/04 05:06:07 – 2099/12/31 23:59:59');
    const always = screen.getByRole('heading', { level: 3, name: 'Always on' }).closest('article')!;
    expect(always.textContent).toContain('Long term');
  });

  it('opens the details of the promotion named by the hash, with image 2, body, remaining time and go-to', async () => {
    const end = new Date(Date.now() + (3 * 24 + 5) * 3_600_000 + 20 * 60_000).toISOString();
    const content = announcementContent({
      promotions: [
        promotion(31, {
          title: 'Reload bonus',
          longTerm: false,
          endTime: end,
          goTo: 'register',
          content: '<p>Deposit twice</p><img src="x" onerror="window.__promoXss = 1">',
        }),
      ],
    });
    const { user, router } = renderApp('/promotions#31', { routes: contentRoute(content) });
    const dialog = await screen.findByRole('dialog', { name: 'Reload bonus' });
    expect(within(dialog).getByText('Deposit twice')).toBeTruthy();
    expect(dialog.innerHTML).not.toMatch(/onerror/i);
    expect([...dialog.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toContain(
      '/images/promo/31-details.png',
    );
    expect(within(dialog).getByText('3 d 5 h left')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Register to join' }));
    // The register modal opens from the URL (lib/auth-modal); the details close as the hash goes.
    expect(router.state.location.search).toBe('?modal=register');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reload bonus' })).toBeNull());
  });

  it('opens the promotion named by ?id= and closes back to the list', async () => {
    const { user, router } = renderApp('/promotions?id=12', { routes: contentRoute() });
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');
  });

  it('opens a card’s details from its More button and names it in the URL', async () => {
    const { user, router } = renderApp('/promotions', { routes: contentRoute() });
    await menu();
    await user.click(screen.getByRole('button', { name: 'More about Sports cashback' }));
    expect(await screen.findByRole('dialog', { name: 'Sports cashback' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#11');
  });

  it('reloads the promotions when the language changes', async () => {
    const { user, fetchMock } = renderApp('/promotions', { routes: contentRoute() });
    await menu();
    await user.selectOptions(
      within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }),
      'CN',
    );
    await waitFor(async () => {
      const calls = await callsTo(fetchMock, 'GET /wps/v2/announcement/content');
      expect(calls.map((call) => call.url.searchParams.get('lang'))).toContain('CN');
    });
    const calls = await callsTo(fetchMock, 'GET /wps/v2/announcement/content');
    expect(calls[0]?.url.searchParams.get('types')).toBe('B,PL,PR');
  });

  it('reloads the promotions when the visitor logs in', async () => {
    const { fetchMock } = renderApp('/promotions', { routes: contentRoute() });
    await menu();
    const before = await callsTo(fetchMock, 'GET /wps/v2/announcement/content');
    expect(before.every((call) => !call.headers.Authorization)).toBe(true);
    act(() => setToken('member-token'));
    await waitFor(async () => {
      const calls = await callsTo(fetchMock, 'GET /wps/v2/announcement/content');
      expect(calls.some((call) => call.headers.Authorization === 'Bearer member-token')).toBe(true);
    });
  });

  it('shows the w_promotion banner, clickable to its promotion', async () => {
    renderApp('/promotions', {
      routes: {
        'GET /wps/v2/announcement/content': () => envelope(announcementContent()),
      },
    });
    const carousel = await screen.findByRole('region', { name: 'Featured promotions' });
    expect(within(carousel).getByRole('link').getAttribute('href')).toBe('/promotions#11');
  });
});
