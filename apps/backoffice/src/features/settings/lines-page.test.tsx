import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { LinesPage } from './lines-page.tsx';

const PATH = '/wps/admin/site/lines';
const saved = { lines: [{ name: 'Main', url: 'https://novaplay.example' }] };

function render() {
  return renderConsole(<LinesPage />, {
    permissions: ['settings.write'],
    respond: (request: SentRequest) =>
      request.method === 'PUT'
        ? { value: request.body }
        : request.path === PATH
          ? { value: saved }
          : undefined,
  });
}
const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');

describe('lines', () => {
  it('refuses an address with a path, or given twice, under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(await screen.findByRole('button', { name: 'Add a line' }));
    await user.type(screen.getAllByLabelText('Name')[1] as HTMLElement, 'Asia');
    await user.type(screen.getAllByLabelText('Address')[1] as HTMLElement, 'https://asia.example/promotions');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Use an address such as https://line1.example.com, with no path'),
    ).toBeTruthy();

    const address = screen.getAllByLabelText('Address')[1] as HTMLElement;
    await user.clear(address);
    await user.type(address, 'https://NOVAPLAY.example/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each address once')).toBeTruthy();
    expect(puts(sent)).toEqual([]);
  });

  it('sends the whole list in the order arranged, each address as its bare origin', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(await screen.findByRole('button', { name: 'Add a line' }));
    await user.type(screen.getAllByLabelText('Name')[1] as HTMLElement, 'Asia');
    await user.type(screen.getAllByLabelText('Address')[1] as HTMLElement, 'https://Asia.Example:8443/');
    await user.click(screen.getAllByRole('button', { name: 'Up' })[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]).toMatchObject({
      path: PATH,
      body: {
        lines: [
          { name: 'Asia', url: 'https://asia.example:8443' },
          { name: 'Main', url: 'https://novaplay.example' },
        ],
      },
    });
  });

  it('says the page is hidden when the list is emptied', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.getByText('No lines: the site hides its line-detection page.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]?.body).toEqual({ lines: [] });
  });
});
