import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { BrandPage } from './brand-page.tsx';
import { MaintenanceRegionsPage } from './maintenance-regions-page.tsx';
import { SocialLinksPage } from './social-links-page.tsx';

const brand = {
  brandName: 'Nova Play',
  licenseNumber: '365/JAZ',
  copyrightYear: 2025,
  languages: ['MY', 'EN', 'CN'],
  defaultLanguage: 'MY',
};
const noWindow = { start: null, end: null, message: { EN: 'Upgrading' }, active: false };
const regions = { blockedCountries: ['US'], restrictionMessage: { EN: 'Not in your region' } };
const links = {
  links: [
    { type: 'FACEBOOK', url: 'https://facebook.com/novaplay' },
    { type: 'TELEGRAM', url: 'https://t.me/novaplay' },
  ],
};

/** Answers GET at each path with its value, and PUT with `put` (by default, the body it was sent). */
function api(values: Record<string, unknown>, put?: (request: SentRequest) => Answer) {
  return (request: SentRequest): Answer | undefined => {
    if (request.method === 'PUT') return put ? put(request) : { value: request.body };
    return request.path in values ? { value: values[request.path] } : undefined;
  };
}

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');
const formOf = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('form') as HTMLElement;

describe('brand and languages', () => {
  it('sends the brand and languages the operator set', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<BrandPage />, {
      permissions: ['settings.write'],
      respond: api({ '/wps/admin/site/brand': brand }),
    });
    const name = await screen.findByLabelText('Brand name');
    await user.clear(name);
    await user.type(name, 'Nova Play Asia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(puts(sent)).toEqual([
      expect.objectContaining({
        path: '/wps/admin/site/brand',
        body: { ...brand, brandName: 'Nova Play Asia' },
      }),
    ]);
  });

  it('refuses a default language the site does not offer, under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<BrandPage />, {
      permissions: ['settings.write'],
      respond: api({ '/wps/admin/site/brand': { ...brand, languages: ['MY'], defaultLanguage: 'MY' } }),
    });
    await screen.findByLabelText('Brand name');
    // Removing the only offered language, the default one, leaves the default unoffered.
    await user.click(screen.getByLabelText('Languages the site offers', { selector: 'input' }));
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose one of the languages the site offers');
    expect(puts(sent)).toEqual([]);
  });

  it('shows the server’s refusal of a field under that field', async () => {
    const user = userEvent.setup();
    renderConsole(<BrandPage />, {
      permissions: ['settings.write'],
      respond: api({ '/wps/admin/site/brand': brand }, () => ({
        status: 400,
        code: 'VALIDATION_ERROR',
        fields: [{ field: 'body.licenseNumber', message: 'Licence number already registered' }],
      })),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const refusal = await screen.findByText('Licence number already registered');
    const input = screen.getByLabelText('Licence number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(refusal.id);
  });
});

describe('maintenance and regions', () => {
  const values = {
    '/wps/admin/site/maintenance': noWindow,
    '/wps/admin/site/blocked-regions': regions,
    '/wps/admin/merchant/time-zone': { timeZone: 'Asia/Yangon' },
  };

  it('sends the window as instants of the merchant’s time zone, with the message per language', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<MaintenanceRegionsPage />, {
      permissions: ['settings.write'],
      respond: api(values, (request) => ({ value: { ...(request.body as object), active: true } })),
    });
    await screen.findByRole('heading', { name: 'Site maintenance' });
    const form = formOf('Site maintenance');
    expect(within(form).getAllByText("In Asia/Yangon, the merchant's time zone")).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2026-06-01T10:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2026-06-01T12:30' } });
    await user.type(within(form).getByLabelText('Message in Chinese'), '系统升级');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    // Yangon is UTC+06:30; the blank Burmese message is not sent, so the site falls back.
    expect(puts(sent)[0]).toMatchObject({ path: '/wps/admin/site/maintenance' });
    expect(puts(sent)[0]?.body).toEqual({
      start: '2026-06-01T03:30:00.000Z',
      end: '2026-06-01T06:00:00.000Z',
      message: { EN: 'Upgrading', CN: '系统升级' },
    });
  });

  it('refuses an end before the start, under the end, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<MaintenanceRegionsPage />, {
      permissions: ['settings.write'],
      respond: api(values),
    });
    await screen.findByRole('heading', { name: 'Site maintenance' });
    const form = formOf('Site maintenance');
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2026-06-01T10:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2026-06-01T09:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('The end must be after the start');
    expect(puts(sent)).toEqual([]);
  });

  it('ends a running maintenance by sending no window', async () => {
    const user = userEvent.setup();
    const running = {
      start: '2026-06-01T03:30:00.000Z',
      end: '2026-06-01T06:00:00.000Z',
      message: { EN: 'Upgrading' },
      active: true,
    };
    const { sent } = renderConsole(<MaintenanceRegionsPage />, {
      permissions: ['settings.write'],
      respond: api({ ...values, '/wps/admin/site/maintenance': running }),
    });
    await screen.findByText('Under maintenance now');
    expect((within(formOf('Site maintenance')).getByLabelText('Starts') as HTMLInputElement).value).toBe(
      '2026-06-01T10:00',
    );
    await user.click(screen.getByRole('button', { name: 'End maintenance' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]?.body).toEqual({ start: null, end: null, message: { EN: 'Upgrading' } });
  });

  it('blocks a country picked from the list, with the page’s message', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<MaintenanceRegionsPage />, {
      permissions: ['settings.write'],
      respond: api(values),
    });
    await screen.findByRole('heading', { name: 'Blocked regions' });
    const form = formOf('Blocked regions');
    await user.type(within(form).getByPlaceholderText('Search a country'), 'Myanm');
    await user.keyboard('{ArrowDown}{Enter}');
    const message = within(form).getByLabelText('Message in English');
    await user.clear(message);
    await user.type(message, 'Unavailable here');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]).toMatchObject({
      path: '/wps/admin/site/blocked-regions',
      body: { blockedCountries: ['US', 'MM'], restrictionMessage: { EN: 'Unavailable here' } },
    });
  });
});

describe('social links', () => {
  it('refuses a javascript: address under the field and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<SocialLinksPage />, {
      permissions: ['settings.write'],
      respond: api({ '/wps/admin/site/social-links': links }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a link' }));
    const addresses = screen.getAllByLabelText('Address');
    await user.type(addresses[2] as HTMLElement, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Use an https:// or http:// address');
    expect(puts(sent)).toEqual([]);
  });

  it('sends the whole list in the order the operator arranged it', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<SocialLinksPage />, {
      permissions: ['settings.write'],
      respond: api({ '/wps/admin/site/social-links': links }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a link' }));
    await user.type(screen.getAllByLabelText('Address')[2] as HTMLElement, 'https://youtube.com/@nova');
    await user.click(screen.getAllByRole('button', { name: 'Up' })[2] as HTMLElement);
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(puts(sent)).toEqual([
      expect.objectContaining({
        path: '/wps/admin/site/social-links',
        body: {
          links: [
            { type: 'YOUTUBE', url: 'https://youtube.com/@nova' },
            { type: 'TELEGRAM', url: 'https://t.me/novaplay' },
          ],
        },
      }),
    ]);
  });
});
