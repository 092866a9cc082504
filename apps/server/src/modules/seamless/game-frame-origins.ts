import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { systemSettings } from '../system/system.tables.ts';
import { vendorIntegrations } from './seamless.tables.ts';

/** The origin of an absolute http(s) URL; null for anything else. */
function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    // A malformed address in the table launches nothing, so it needs no frame either.
    return null;
  }
}

/**
 * Every origin a game may be framed from, sorted: the launch address of each vendor played in a
 * frame, and each launch CDN that fronts them (spec §3; the launch swaps the vendor's host for a
 * CDN's). Read from the same rows the launch uses, so the CSP and the launches cannot disagree.
 */
export async function listGameFrameOrigins(db: Database): Promise<string[]> {
  const [launches, settings] = await Promise.all([
    db
      .select({ url: vendorIntegrations.launchUrl })
      .from(vendorIntegrations)
      .where(eq(vendorIntegrations.launchTarget, 'iframe')),
    db.select({ cdns: systemSettings.launchGameCdns }).from(systemSettings),
  ]);
  const urls = [...launches.map((row) => row.url), ...settings.flatMap((row) => row.cdns)];
  const origins = new Set(urls.map(httpOrigin).filter((origin): origin is string => origin !== null));
  return [...origins].sort();
}
