import type { HelpArticle } from '@platform/contract/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, renderApp } from '../../../test/render-app.tsx';

function article(
  id: number,
  kind: HelpArticle['kind'],
  slug: string,
  title: string,
  content: string,
): HelpArticle {
  return { id, kind, slug, title, content, publishedAt: '2025-06-01T12:30:00Z' };
}

const articles = [
  article(1, 'news', 'new-tables', 'New live tables', '<p>Ten new tables.</p>'),
  article(
    2,
    'terms',
    'term',
    'Terms and conditions',
    '<h3>Eligibility</h3><p>18 or over.</p><script>window.__helpXss = 1</script>',
  ),
  article(3, 'help', 'how-to-deposit', 'How to deposit', '<ol><li>Press Deposit.</li></ol>'),
  article(4, 'agreement', 'agreement', 'User agreement', '<p>Play responsibly.</p>'),
];

const routes = {
  'GET /wps/system/helpCenter': () => envelope({ list: articles }),
  'GET /wps/content/customerService': () =>
    envelope({ list: [{ csType: 'LIVECHAT', title: 'Live chat 24/7', path: 'https://chat.example/room' }] }),
};

describe('/help', () => {
  it('opens the terms from /help#term and shows the operator’s articles, sanitized, in reading order', async () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    const { fetchMock } = renderApp('/help#term', { routes });
    const terms = await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' });
    await waitFor(() => expect(scroll.mock.contexts).toContain(document.getElementById('term')));
    const section = terms.closest('section')!;
    expect(within(section).getByText('18 or over.')).toBeTruthy();
    expect(section.querySelector('script')).toBeNull();

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About us',
      'How to deposit',
      'User agreement',
      'Terms and conditions',
      'New live tables',
      'FAQ',
    ]);
    expect(screen.getByText('Published Jun 1, 2025, 12:30 PM', { exact: false })).toBeTruthy();
    const [call] = await callsTo(fetchMock, 'GET /wps/system/helpCenter');
    expect(call?.url.searchParams.get('lang')).toBe('EN');
    expect(call?.url.searchParams.get('device')).toBe('WEB');
  });

  it('opens a customer-service entry in a 440×750 window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/help', { routes });
    await user.click(await screen.findByRole('button', { name: 'Live chat 24/7' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example/room',
      'customer-service',
      expect.stringMatching(/width=440,height=750/),
    );
  });
});
