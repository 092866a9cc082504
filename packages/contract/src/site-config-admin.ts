import { z } from 'zod';
import { LANGUAGES, SOCIAL_TYPES } from './constants.ts';
import { LanguageSchema, type LocalizedText, LocalizedTextSchema } from './i18n.ts';
import { isSafeLink } from './safe-link.ts';
import { text } from './text.ts';

/**
 * The operator's site configuration (settings.write, audited): brand and languages, the site's
 * maintenance window, the blocked regions and the footer's social links. Each is read with GET and
 * saved whole with PUT at its path; the player site serves the change at once on every node.
 */

/** The assigned ISO 3166-1 alpha-2 codes, plus XK, which GeoIP databases report for Kosovo. */
export const COUNTRY_CODES = [
  ...['AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ'],
  ...['BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS'],
  ...['BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN'],
  ...['CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE'],
  ...['EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF'],
  ...['GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM'],
  ...['HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM'],
  ...['JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC'],
  ...['LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK'],
  ...['ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA'],
  ...['NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG'],
  ...['PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW'],
  ...['SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS'],
  ...['ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO'],
  ...['TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI'],
  ...['VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW'],
] as const;
const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** True when the list names no item twice. */
const distinct = (list: readonly string[]) => new Set(list).size === list.length;

/**
 * A gate page's message in each language, as plain text. A language left blank is dropped, so the
 * site falls back to the default language's message instead of showing nothing.
 */
export const SiteMessageSchema = z
  .partialRecord(LanguageSchema, text().trim().max(1000))
  .transform(
    (texts): LocalizedText => Object.fromEntries(Object.entries(texts).filter(([, value]) => value)),
  );

// ---------------------------------------------------------------------------------------------
// Brand and languages (the merchant's row)

export const SiteBrandSchema = z
  .strictObject({
    brandName: text().trim().min(1).max(100),
    licenseNumber: text().trim().max(64),
    copyrightYear: z.number().int().min(1990).max(2100),
    /** The languages the site offers, a subset of the platform's. */
    languages: z.array(LanguageSchema).min(1).max(LANGUAGES.length).refine(distinct, 'Each language once'),
    defaultLanguage: LanguageSchema,
  })
  .refine((brand) => brand.languages.includes(brand.defaultLanguage), {
    message: 'The default language must be one the site offers',
    path: ['defaultLanguage'],
  });
export type SiteBrand = z.infer<typeof SiteBrandSchema>;
export type SiteBrandInput = z.input<typeof SiteBrandSchema>;

// ---------------------------------------------------------------------------------------------
// Maintenance window

const IsoInstant = z.iso.datetime({ offset: true });

/** Both ends of the window, or neither (no window: the site is open). */
export const SiteMaintenanceSchema = z
  .strictObject({
    start: IsoInstant.nullable(),
    end: IsoInstant.nullable(),
    message: SiteMessageSchema,
  })
  .superRefine((window, issues) => {
    if ((window.start === null) !== (window.end === null))
      issues.addIssue({
        code: 'custom',
        path: [window.start === null ? 'start' : 'end'],
        message: 'Give both the start and the end, or clear both',
      });
    else if (window.start && window.end && Date.parse(window.end) <= Date.parse(window.start))
      issues.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
  });
export type SiteMaintenanceInput = z.input<typeof SiteMaintenanceSchema>;

/** The window as saved, and whether it covers the server's now. */
export const SiteMaintenanceViewSchema = z.object({
  start: text().nullable(),
  end: text().nullable(),
  message: LocalizedTextSchema,
  active: z.boolean(),
});
export type SiteMaintenanceView = z.infer<typeof SiteMaintenanceViewSchema>;

// ---------------------------------------------------------------------------------------------
// Blocked regions

export const CountryCodeSchema = text()
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_SET.has(code), 'Use an ISO 3166 two-letter country code, such as MM');

export const SiteRegionsSchema = z.strictObject({
  /** Visitors from these countries see the region-restricted page. */
  blockedCountries: z
    .array(CountryCodeSchema)
    .max(COUNTRY_CODES.length)
    .refine(distinct, 'Each country once'),
  restrictionMessage: SiteMessageSchema,
});
export type SiteRegionsInput = z.input<typeof SiteRegionsSchema>;

export const SiteRegionsViewSchema = z.object({
  blockedCountries: z.array(text()),
  restrictionMessage: LocalizedTextSchema,
});
export type SiteRegionsView = z.infer<typeof SiteRegionsViewSchema>;

// ---------------------------------------------------------------------------------------------
// Social links (the footer, spec §2)

/** A network's page: the contract's link rule, and absolute, since the footer opens it off the site. */
export const SocialUrlSchema = text()
  .trim()
  .max(2048)
  .refine((url) => /^https?:\/\//i.test(url) && isSafeLink(url), 'Use an https:// or http:// address');

export const SiteSocialLinkSchema = z.strictObject({
  type: z.enum(SOCIAL_TYPES),
  url: SocialUrlSchema,
});

/** The footer's links in the order shown, one per network; saving replaces the whole list. */
export const SiteSocialLinksSchema = z
  .strictObject({ links: z.array(SiteSocialLinkSchema).max(SOCIAL_TYPES.length) })
  .superRefine(({ links }, issues) => {
    const seen = new Set<string>();
    links.forEach((link, index) => {
      if (seen.has(link.type))
        issues.addIssue({ code: 'custom', path: ['links', index, 'type'], message: 'Each network once' });
      seen.add(link.type);
    });
  });
export type SiteSocialLinks = z.infer<typeof SiteSocialLinksSchema>;

/**
 * An absolute http(s) address with no credentials, query or fragment: what a site line and a CDN
 * both are (the site appends its own paths to them).
 */
function isPlainWebAddress(url: string): boolean {
  if (!/^https?:\/\//i.test(url) || !isSafeLink(url)) return false;
  const parsed = new URL(url);
  return !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
}

/** The refusal of an address given twice in one list (a form tells it apart from a malformed one). */
const ADDRESS_TWICE = 'Each address once';

// ---------------------------------------------------------------------------------------------
// Lines (the line-detection page, spec §1): the addresses the site is served on

/** Lines an operator may list: the player's page measures each, so a long list is slow to test. */
export const SITE_LINES_MAX = 10;

/**
 * A line's address is a bare origin (scheme, host, port): the player page appends its own path
 * when switching, so a path, query or fragment here would send players to the wrong page.
 */
export const LineUrlSchema = text()
  .trim()
  .max(300)
  .refine(
    (url) => isPlainWebAddress(url) && new URL(url).pathname === '/',
    'Use an address such as https://line1.example.com, with no path',
  )
  .transform((url) => new URL(url).origin);

export const SiteLineSchema = z.strictObject({
  name: text().trim().min(1).max(64),
  url: LineUrlSchema,
});
export type SiteLine = z.infer<typeof SiteLineSchema>;

/** The refusal of a line address given twice. */
export const LINE_URL_TWICE = ADDRESS_TWICE;

/** The lines in the order the player page lists them; saving replaces the whole list. */
export const SiteLinesSchema = z
  .strictObject({ lines: z.array(SiteLineSchema).max(SITE_LINES_MAX) })
  .superRefine(({ lines }, issues) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.url))
        issues.addIssue({ code: 'custom', path: ['lines', index, 'url'], message: LINE_URL_TWICE });
      seen.add(line.url);
    });
  });
export type SiteLines = z.infer<typeof SiteLinesSchema>;
export type SiteLinesInput = z.input<typeof SiteLinesSchema>;

/** The lines as saved (the answer: origins already normalized). */
export const SiteLinesViewSchema = z.object({
  lines: z.array(z.object({ name: text(), url: text() })),
});

// ---------------------------------------------------------------------------------------------
// CDNs and analytics (spec §3 permission: imageCDNs, launchGameCDNs, analytics.gtagId)

/** CDNs an operator may list per kind: the site picks one at random, and the page policy names each. */
export const SITE_CDNS_MAX = 10;

/** The refusal of a CDN given twice. */
export const CDN_URL_TWICE = ADDRESS_TWICE;

/**
 * A CDN's address: an origin, or an origin and a path prefix (a CDN that serves the image host's
 * paths under /images). Saved without a trailing slash, so the same CDN cannot be listed twice.
 */
export const CdnUrlSchema = text()
  .trim()
  .max(300)
  .refine(
    // Not even an empty `?` or `#`: the site appends its paths to the address.
    (url) => isPlainWebAddress(url) && !/[?#]/.test(url),
    'Use an address such as https://cdn.example.com or https://cdn.example.com/images',
  )
  .transform((url) => {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  });

const CdnListSchema = z
  .array(CdnUrlSchema)
  .max(SITE_CDNS_MAX)
  .superRefine((urls, issues) => {
    urls.forEach((url, index) => {
      if (urls.indexOf(url) !== index)
        issues.addIssue({ code: 'custom', path: [index], message: CDN_URL_TWICE });
    });
  });

/**
 * A Google tag id as Google issues them: `G-…` (Analytics 4), `AW-…` (Ads), `GT-…` (a tag),
 * `UA-…-…` (Universal Analytics). Blank removes the tag; the site then loads no Google script.
 */
export const GtagIdSchema = text()
  .trim()
  .toUpperCase()
  .max(32)
  .refine(
    (id) => id === '' || /^(?:G-[A-Z0-9]+|(?:AW|GT)-[A-Z0-9]+(?:-[A-Z0-9]+)*|UA-\d+-\d+)$/.test(id),
    'Use a Google tag id such as G-ABC123XYZ, or leave it blank',
  )
  .nullable()
  .transform((id) => id || null);

/** The site's CDNs and Google tag; saving replaces all three. */
export const SiteCdnsSchema = z.strictObject({
  imageCdns: CdnListSchema,
  launchGameCdns: CdnListSchema,
  gtagId: GtagIdSchema,
});
export type SiteCdnsInput = z.input<typeof SiteCdnsSchema>;

/** The CDNs and tag as saved (addresses already normalized). */
export const SiteCdnsViewSchema = z.object({
  imageCdns: z.array(text()),
  launchGameCdns: z.array(text()),
  gtagId: text().nullable(),
});
export type SiteCdns = z.infer<typeof SiteCdnsViewSchema>;
