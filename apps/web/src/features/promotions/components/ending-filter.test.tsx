import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementContent, contentRoute, promotion } from '../../../test/content-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DAY = 86_400_000;
const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => vi.useRealTimers());

describe('/promotions ending shortcuts (spec §9, future)', () => {
  it('keep the promotions ending within the coming week or 30 days, as the clock moves', async () => {
    // Only Date is faked: the page's timers run, the site's clock is ours to move.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const ends = (days: number) => new Date(start + days * DAY).toISOString();
    const content = announcementContent({
      promotions: [
        promotion(1, { title: 'Soon', longTerm: false, endTime: ends(3) }),
        promotion(2, { title: 'This month', longTerm: false, endTime: ends(20) }),
        promotion(3, { title: 'Later', longTerm: false, endTime: ends(60) }),
        promotion(4, { title: 'Always on' }),
      ],
    });
    const { user } = renderApp('/promotions', { routes: contentRoute(content) });
    await screen.findByRole('heading', { level: 3, name: 'Later' });
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Ending within 7 days' }));
    expect(cardTitles()).toEqual(['Soon']);
    await user.click(screen.getByRole('button', { name: 'Ending within 30 days' }));
    expect(cardTitles()).toEqual(['Soon', 'This month']);

    // Fifteen days on: the first has ended, the second now ends within the week.
    vi.setSystemTime(start + 15 * DAY);
    await user.click(screen.getByRole('button', { name: 'Ending within 7 days' }));
    expect(cardTitles()).toEqual(['This month']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cardTitles()).toEqual(['Soon', 'This month', 'Later', 'Always on']);
  });
});
