import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorEnvelope, renderApp } from '../../../test/render-app.tsx';

const maintenance = {
  status: 1 as const,
  maintenanceEnd: '2025-06-01T12:30:00Z',
  ip: '203.0.113.7',
  country: null,
  message: 'Upgrading the wallet service.',
};

describe('system gate', () => {
  it('shows the maintenance page with the end time in the reader’s language and a service button', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/', { status: maintenance });

    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeTruthy();
    expect(screen.getByText('Upgrading the wallet service.')).toBeTruthy();
    expect(screen.getByText(/Jun 1, 2025/)).toBeTruthy();
    // The app behind the gate does not render.
    expect(screen.queryByRole('navigation', { name: 'Games' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      '/support/chat',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });

  it('formats the maintenance end in Chinese for a Chinese reader', async () => {
    renderApp('/', { status: maintenance, lang: 'CN' });
    expect(await screen.findByRole('heading', { name: '系统维护' })).toBeTruthy();
    expect(screen.getByText(/2025年6月1日/)).toBeTruthy();
  });

  it('shows the region-restricted page with the visitor’s IP and the operator’s message', async () => {
    renderApp('/', {
      status: {
        status: 2,
        maintenanceEnd: null,
        ip: '198.51.100.23',
        country: 'US',
        message: 'Not available here.',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('198.51.100.23')).toBeTruthy();
    expect(screen.getByText('Not available here.')).toBeTruthy();
  });

  it('shows the branded loader, then the app when the status is 0', async () => {
    renderApp('/');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Games' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('offers a retry when the network fails, and recovers', async () => {
    let failing = true;
    const { user } = renderApp('/', {
      routes: {
        'GET /wps/system/status': () => {
          if (failing) throw new TypeError('Failed to fetch');
          return new Response(
            JSON.stringify({
              success: true,
              value: { status: 0, maintenanceEnd: null, ip: '1.1.1.1', country: null, message: null },
            }),
            { status: 200 },
          );
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Network link is abnormal, please try again');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Games' })).toBeTruthy();
  });

  it('treats a failed config call like a network failure', async () => {
    renderApp('/', {
      routes: { 'GET /wps/system/config': () => errorEnvelope('INTERNAL_ERROR', 'boom', 500) },
    });
    const page = await screen.findByRole('main');
    await waitFor(() =>
      expect(within(page).getByRole('alert').textContent).toContain('Network link is abnormal'),
    );
  });
});
