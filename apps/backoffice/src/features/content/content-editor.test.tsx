import { ADMIN_PATHS } from '@platform/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Responder, renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { ContentListPage } from './components/content-list-page.tsx';
import { contentKind } from './content-kinds.ts';

const item = {
  audience: 'all',
  languages: [],
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  sortOrder: 10,
  retiredAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const promotion = {
  ...item,
  id: 5,
  kind: 'promotion',
  fields: {
    title: { EN: 'Weekly cashback', CN: '每周返现' },
    content: { EN: '<p>Get <strong>5%</strong> back</p>', CN: '<p>返现 5%</p>' },
    categoryIds: [2],
    promotionType: 'REBATE',
    images: [{ sequence: 1, image: 'content/1/card.png' }],
    tags: ['daily'],
    goTo: null,
    longTerm: true,
  },
};
const category = {
  ...item,
  id: 2,
  kind: 'promotion_category',
  fields: { title: { EN: 'Sports' }, type: 'sports' },
};

const answering =
  (extra?: Responder): Responder =>
  (request) => {
    const own = extra?.(request);
    if (own) return own;
    if (request.method !== 'GET') return undefined;
    if (request.path === ADMIN_PATHS.contentPromotions) return { value: { list: [promotion] } };
    if (request.path === ADMIN_PATHS.contentPromotionCategories) return { value: { list: [category] } };
    if (request.path === ADMIN_PATHS.contentBanners) return { value: { list: [] } };
    return undefined;
  };
const changes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

async function openPromotionEditor(respond = answering()) {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderConsole(<ContentListPage kind={contentKind('promotions')} />, {
    permissions: ['content.write'],
    respond,
  });
  const row = (await screen.findByText('Weekly cashback')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, ...view };
}

describe('content in the console', () => {
  it('lists the promotions with their type and state, and previews one as the site shows it', async () => {
    const { dialog } = await openPromotionEditor();
    expect(within(dialog).getByLabelText('Title (English (EN))')).toHaveProperty('value', 'Weekly cashback');
    const preview = within(dialog).getAllByTestId('preview-html')[0] as HTMLElement;
    expect(preview.querySelector('strong')?.textContent).toBe('5%');
    // No Burmese text: the preview says the site falls back, as the server would.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Burmese (MY)' }));
    await within(dialog).findByText(
      'No Burmese (MY) text: visitors reading Burmese (MY) see the English (EN) text.',
    );
  });

  it('previews operator HTML sanitized as the site renders it', async () => {
    const { user, dialog } = await openPromotionEditor();
    const html = within(dialog).getByLabelText('Content, HTML (English (EN))');
    await user.clear(html);
    await user.click(html);
    await user.paste(
      '<p>Safe</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 1</script><a href="javascript:alert(1)">go</a>',
    );
    const preview = within(dialog).getAllByTestId('preview-html')[0] as HTMLElement;
    await waitFor(() => expect(preview.textContent).toContain('Safe'));
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('sends only the changed title, every language of it, in the PATCH body', async () => {
    const { user, dialog, sent } = await openPromotionEditor(
      answering((request) => (request.method === 'PATCH' ? { value: promotion } : undefined)),
    );
    const title = within(dialog).getByLabelText('Title (English (EN))');
    await user.clear(title);
    await user.type(title, 'Weekly cashback, now 8%');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(sent)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: `${ADMIN_PATHS.contentPromotions}/5`,
        body: { title: { EN: 'Weekly cashback, now 8%', CN: '每周返现' } },
      }),
    ]);
  });

  it('refuses a promotion without a title or with a bad type, as the contract does, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<ContentListPage kind={contentKind('promotions')} />, {
      permissions: ['content.write'],
      respond: answering(),
    });
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Promotion type'), 'bonus');
    await user.type(within(dialog).getByLabelText('Content, HTML (English (EN))'), '<p>Hi</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Give the text in at least one language');
    await within(dialog).findByText('Use 2 to 32 upper-case letters, digits or _');
    expect(changes(sent)).toEqual([]);
  });

  it('refuses an edit that changes nothing, and sends nothing', async () => {
    const { user, dialog, sent } = await openPromotionEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Nothing to change');
    expect(changes(sent)).toEqual([]);
  });

  it('refuses a banner that links to a script, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<ContentListPage kind={contentKind('banners')} />, {
      permissions: ['content.write'],
      respond: answering(),
    });
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Link or promotion ID'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(/Use an https:\/\/ or http:\/\/ address/);
    expect(changes(sent)).toEqual([]);
  });

  it('refuses to upload a file that is not a PNG, JPEG or WebP, before sending it', async () => {
    const { user, dialog, sent } = await openPromotionEditor();
    const file = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText('Details image'), file);
    await within(dialog).findByText('Choose a PNG, JPEG or WebP image');
    expect(changes(sent)).toEqual([]);
  });

  it('uploads an image, shows its thumbnail, and sends its path with the promotion', async () => {
    const uploaded = {
      path: 'content/1/new.png',
      url: '/images/content/1/new.png',
      contentType: 'image/png',
      size: 4,
    };
    const { user, dialog, sent } = await openPromotionEditor(
      answering((request) => {
        if (request.path === ADMIN_PATHS.contentImages) return { value: uploaded };
        return request.method === 'PATCH' ? { value: promotion } : undefined;
      }),
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'details.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Details image'), png);
    await waitFor(() =>
      expect(within(dialog).getByAltText('Thumbnail').getAttribute('src')).toBe('/images/content/1/new.png'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(changes(sent).map((request) => [request.method, request.path, request.body])).toEqual([
        ['POST', ADMIN_PATHS.contentImages, undefined],
        [
          'PATCH',
          `${ADMIN_PATHS.contentPromotions}/5`,
          {
            images: [
              { sequence: 1, image: 'content/1/card.png' },
              { sequence: 2, image: 'content/1/new.png' },
            ],
          },
        ],
      ]),
    );
  });

  it('retires a promotion only once the operator confirms', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<ContentListPage kind={contentKind('promotions')} />, {
      permissions: ['content.write'],
      respond: answering((request) => (request.method === 'POST' ? { value: promotion } : undefined)),
    });
    const row = (await screen.findByText('Weekly cashback')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog');
    expect(changes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(changes(sent)).toEqual([
        expect.objectContaining({ method: 'POST', path: `${ADMIN_PATHS.contentPromotions}/5/retire` }),
      ]),
    );
  });
});
