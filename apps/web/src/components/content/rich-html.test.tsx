import { fireEvent, render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichHtml } from './rich-html.tsx';

/** Known XSS payloads: none may leave a script, a handler or a javascript: URL in the page. */
const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"><circle r="1"></circle></svg>',
  '<a href="javascript:window.__xss = 1">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload="alert(1)">',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<details open ontoggle="alert(1)">x</details>',
];

describe('RichHtml', () => {
  it.each(PAYLOADS)('removes the active part of %s', (payload) => {
    const { container } = render(
      <MemoryRouter>
        <RichHtml html={`<p>before</p>${payload}<p>after</p>`} />
      </MemoryRouter>,
    );
    const html = container.innerHTML;
    expect(container.querySelector('script, iframe, form, style, object, embed')).toBeNull();
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text\/html/i);
    expect(html).not.toMatch(/style=/i);
    expect(container.textContent).toContain('before');
    expect(container.textContent).toContain('after');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps the operator’s formatting and opens links to other sites in a new tab', () => {
    const { container } = render(
      <MemoryRouter>
        <RichHtml
          html={
            '<h3>Rules</h3><ul><li><strong>10%</strong> bonus</li></ul><a href="https://x.example">terms</a>'
          }
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Rules');
    expect(container.querySelector('li strong')?.textContent).toBe('10%');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://x.example');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('RichHtml links', () => {
  it('follows a link to a path of the site inside the app, without a reload', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <RichHtml html={'<p><a href="/promotions#3">See the offer</a></p>'} /> },
        { path: '/promotions', element: <p>Promotions page</p> },
      ],
      { initialEntries: ['/'] },
    );
    const view = render(<RouterProvider router={router} />);
    fireEvent.click(view.getByRole('link', { name: 'See the offer' }));
    expect(router.state.location.pathname).toBe('/promotions');
    expect(router.state.location.hash).toBe('#3');
    expect(await view.findByText('Promotions page')).toBeTruthy();
  });
});
