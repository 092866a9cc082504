import { API_PATHS } from '@platform/contract/paths';
import type { ClientErrorReport } from '@platform/contract/system';

/**
 * Tells the server that something failed in the browser (a chunk that never arrived, a render
 * that threw), so operators see it on /metrics instead of hearing it from players. Fire and
 * forget: `keepalive` lets the report outlive a page that is being reloaded, and a failed report
 * is dropped rather than reported again.
 */
export function reportClientError(report: Omit<ClientErrorReport, 'route'>): void {
  const body: ClientErrorReport = {
    ...report,
    route: window.location.pathname.slice(0, 300),
    ...(report.message === undefined ? {} : { message: report.message.slice(0, 1000) }),
  };
  try {
    void fetch(API_PATHS.clientErrors, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A browser without fetch cannot report; the retry prompt still shows.
  }
}
