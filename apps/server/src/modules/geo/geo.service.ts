import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

/** The ip-location-db build of GeoLite2 stores a flat `country_code` per network. */
type CountryRecord = Response & { country_code?: string };

export interface GeoLookup {
  /** ISO 3166 alpha-2 country of an address, or null for private, reserved or unknown ones. */
  countryOf(ip: string): string | null;
}

/** Country lookups from the offline GeoLite2 country database shipped as an npm package. */
export async function openGeoLookup(databasePath: string): Promise<GeoLookup> {
  const reader: Reader<CountryRecord> = await maxmind.open<CountryRecord>(databasePath);
  // Visitors come back many times a minute: remember recent answers by the address text.
  const recent = new Map<string, string | null>();
  return {
    countryOf(ip) {
      const known = recent.get(ip);
      if (known !== undefined) return known;
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      const country = isIP(address) ? (reader.get(address)?.country_code ?? null) : null;
      if (recent.size >= 10_000) recent.clear();
      recent.set(ip, country);
      return country;
    },
  };
}
