import type { GameImportResult } from '@platform/contract/games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { ImportPage } from './import-page.tsx';

const feed = {
  vendor: 'JDB',
  games: [
    { gameId: 'koi', names: { EN: 'Jade Koi' }, gameType: 'RNG' },
    { gameId: 'ocean', names: { EN: 'Ocean King', CN: '海洋之王' }, gameType: 'FISH', isHot: true },
  ],
};
const result: GameImportResult = { vendor: 'JDB', created: 1, updated: 1, unchanged: 1_250, disabled: 3 };
const imports = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

async function paste(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Paste' }));
  await user.click(screen.getByLabelText('Feed (JSON)'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

describe('game feed import in the console', () => {
  it('shows progress while the import runs, then what it added, updated and disabled', async () => {
    let answer: (value: Answer) => void = () => {};
    const { sent } = renderConsole(<ImportPage />, {
      permissions: ['games.write'],
      respond: (request) =>
        request.path === '/wps/admin/games/import'
          ? new Promise<Answer>((resolve) => {
              answer = resolve;
            })
          : undefined,
    });
    await paste(JSON.stringify(feed));
    await screen.findByText('Importing the feed of JDB…');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    answer({ value: result });
    await screen.findByText('Imported the feed of JDB');
    expect(screen.queryByText('Importing the feed of JDB…')).toBeNull();
    expect(screen.getByTestId('import-created').textContent).toBe('1');
    expect(screen.getByTestId('import-unchanged').textContent).toBe('1,250');
    expect(screen.getByTestId('import-disabled').textContent).toBe('3');
    // The contract's defaults are filled in: the server receives the feed as it would read it.
    expect(imports(sent)).toEqual([
      expect.objectContaining({
        path: '/wps/admin/games/import',
        body: expect.objectContaining({
          vendor: 'JDB',
          games: [
            expect.objectContaining({ gameId: 'koi', isHot: false, supportPlay: 1 }),
            expect.objectContaining({ gameId: 'ocean', isHot: true }),
          ],
        }),
      }),
    ]);
  });

  it('refuses text that is not JSON, and a feed that breaks the contract, naming where; nothing is sent', async () => {
    const { sent } = renderConsole(<ImportPage />, { permissions: ['games.write'] });
    await paste('{"vendor": "JDB", games: []}');
    await screen.findByText('This is not JSON');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Feed (JSON)'));
    await user.paste(JSON.stringify({ ...feed, games: [feed.games[0], feed.games[0]] }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('games.1.gameId: Listed twice');
    expect(imports(sent)).toEqual([]);
  });

  it('imports a chosen file, and shows the server’s refusal in the reader’s words', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<ImportPage />, {
      permissions: ['games.write'],
      respond: (request) =>
        request.path === '/wps/admin/games/import'
          ? { status: 404, code: 'NOT_FOUND', message: 'Unknown vendor JDB' }
          : undefined,
    });
    const file = new File([JSON.stringify(feed)], 'jdb.json', { type: 'application/json' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(imports(sent)).toHaveLength(1));
    expect(imports(sent)[0]?.body).toMatchObject({ vendor: 'JDB' });
    // The code's words in the console's language, not the server's English message.
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
  });
});
