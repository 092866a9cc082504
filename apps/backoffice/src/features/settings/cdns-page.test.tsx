import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { CdnsPage } from './cdns-page.tsx';

const PATH = '/wps/admin/site/cdns';
const current = { imageCdns: ['https://img.cdn.example/images'], launchGameCdns: [], gtagId: 'G-OLD123' };

function render(answerPut: (request: SentRequest) => Answer = (request) => ({ value: request.body })) {
  return renderConsole(<CdnsPage />, {
    permissions: ['settings.write'],
    respond: (request) =>
      request.path !== PATH ? undefined : request.method === 'PUT' ? answerPut(request) : { value: current },
  });
}
const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');
const box = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('CDNs and analytics', () => {
  it('shows the saved settings and sends the lists one address a line, normalized', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    expect(((await screen.findByLabelText('Image CDNs', { exact: false })) as HTMLInputElement).value).toBe(
      'https://img.cdn.example/images',
    );
    expect(box('Google tag id').value).toBe('G-OLD123');

    await user.type(box('Image CDNs'), '\n\n  https://IMG2.cdn.example/ ');
    await user.type(box('Game launch CDNs'), 'https://play.cdn.example');
    await user.clear(box('Google tag id'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]?.body).toEqual({
      imageCdns: ['https://img.cdn.example/images', 'https://img2.cdn.example'],
      launchGameCdns: ['https://play.cdn.example'],
      gtagId: null,
    });
  });

  it('refuses an address with a query, or a bad tag id, naming it, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = render();
    await user.type(await screen.findByLabelText('Image CDNs', { exact: false }), '\nhttps://a.example/?v=1');
    await user.type(box('Google tag id'), ' tag');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'https://a.example/?v=1: Use an address such as https://cdn.example.com or https://cdn.example.com/images, with no query',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Use a Google tag id such as G-ABC123XYZ, AW-123456789 or UA-1234-1, or leave it blank',
      ),
    ).toBeTruthy();
    expect(puts(sent)).toEqual([]);
  });

  it("puts the server's refusal of an address under its list, naming the address", async () => {
    const user = userEvent.setup();
    render(() => ({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Check the highlighted fields',
      fields: [{ field: 'body.imageCdns.1', message: 'This CDN is not allowed' }],
    }));
    await user.type(
      await screen.findByLabelText('Image CDNs', { exact: false }),
      '\nhttps://blocked.example',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('https://blocked.example: This CDN is not allowed')).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
