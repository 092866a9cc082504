import type { HelpArticle } from '@platform/contract/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, renderApp } from '../../../test/render-app.tsx';

const publishedAt = new Date(Date.now() - 86_400_000).toISOString();
const articles: HelpArticle[] = [
  {
    id: 1,
    kind: 'help',
    slug: 'how-to-deposit',
    title: '如何存款',
    content: '<p>点击存款。</p>',
    publishedAt,
  },
  {
    id: 2,
    kind: 'terms',
    slug: 'term',
    title: '条款与条件',
    content: '<p>须年满 18 周岁。</p>',
    publishedAt,
  },
];
const routes = { 'GET /wps/system/helpCenter': () => envelope({ list: articles }) };

function footerLink(name: string) {
  return within(screen.getByRole('contentinfo')).getByRole('link', { name });
}

describe('help centre modal (spec §2)', () => {
  it('opens from the footer’s help list at the terms, in the reader’s language, and stays on the page', async () => {
    const { user, router, fetchMock } = renderApp('/down', { routes, lang: 'CN' });
    await user.click(await screen.findByRole('link', { name: '条款与条件' }));
    const dialog = await screen.findByRole('dialog', { name: '帮助中心' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: '条款与条件' })).toBeTruthy();
    expect(within(dialog).getByText('须年满 18 周岁。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/down');
    const [call] = await callsTo(fetchMock, 'GET /wps/system/helpCenter');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ lang: 'CN', device: 'WEB' });

    // The other sections are one click away, in the page's reading order.
    const contents = within(dialog).getByRole('navigation', { name: '目录' });
    expect(
      within(contents)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['关于我们', '如何存款', '条款与条件', '常见问题']);
    await user.click(within(contents).getByRole('button', { name: '如何存款' }));
    expect(within(dialog).getByRole('heading', { level: 3, name: '如何存款' })).toBeTruthy();
    expect(within(dialog).getByText('点击存款。')).toBeTruthy();
  });

  it('closes with Escape and gives focus back to the footer link', async () => {
    const { user } = renderApp('/down', { routes });
    const faq = await screen.findByRole('link', { name: 'FAQ' });
    await user.click(faq);
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'FAQ' })).toBeTruthy();
    expect(within(dialog).getAllByRole('group').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(footerLink('FAQ'));
  });

  it('leads to the full /help page at the same section', async () => {
    const { user, router } = renderApp('/down', { routes });
    await user.click(await screen.findByRole('link', { name: 'About us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    await user.click(within(dialog).getByRole('link', { name: 'Open the full help centre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/help');
    expect(router.state.location.hash).toBe('#about');
  });

  it('keeps the footer links real links for a new tab', async () => {
    renderApp('/down', { routes });
    expect((await screen.findByRole('link', { name: 'Terms and conditions' })).getAttribute('href')).toBe(
      '/help#term',
    );
  });
});
