import { z } from 'zod';
import { BANNER_GROUPS, SOCIAL_TYPES } from './constants.ts';
import { BANNER_LINKAGE_TYPES } from './content-constants.ts';
import { GameCategorySchema } from './games.ts';
import { LanguageSchema } from './i18n.ts';
import { text } from './text.ts';

export const SystemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** ISO 8601 end of the current maintenance window, when status is 1. */
  maintenanceEnd: text().nullable(),
  /** The visitor's address as the server sees it (behind trusted proxies only). */
  ip: text(),
  /** ISO 3166 country of that address, when the GeoIP database knows it. */
  country: text().nullable(),
  /** The operator's message for the gate page, in the asked language. */
  message: text().nullable(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
// Recursive, so the API document holds it once, by name, and refers to it (see app.ts).
export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z
  .lazy(() =>
    z.object({
      modId: text(),
      enabled: z.enum(['1', '0']),
      childrenNodes: z.array(WhitelabelNodeSchema),
    }),
  )
  .meta({ id: 'WhitelabelNode' });

export const CustomerServiceSchema = z.object({ csType: text(), title: text(), path: text() });
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export const SocialLinkSchema = z.object({ type: z.enum(SOCIAL_TYPES), url: text() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const ResourceSchema = z.object({
  key: text(),
  labelNameEn: text(),
  label: text(),
  url: text(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** One registration field rule (spec §3 permission `register`, §5): '*' as pattern means any. */
export const RegisterFieldRuleSchema = z.object({
  acceptedPattern: text(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  patternId: text(),
  required: z.boolean(),
  shown: z.boolean(),
});
export type RegisterFieldRule = z.infer<typeof RegisterFieldRuleSchema>;

export const DomainRouteSchema = z.object({
  mainDomain: text(),
  lines: z.array(z.object({ name: text(), url: text() })),
});
export type DomainRoute = z.infer<typeof DomainRouteSchema>;

/** Spec §3 Permission response. */
export const PermissionSchema = z.object({
  customerService: z.array(CustomerServiceSchema),
  domainRoute: DomainRouteSchema,
  resources: z.array(ResourceSchema),
  whitelabel: z.array(WhitelabelNodeSchema),
  register: z.record(text(), RegisterFieldRuleSchema),
  mainDomain: text(),
  analytics: z.object({ gtagId: text().nullable() }),
  /** Every configured image CDN, and the one picked at random for this answer. */
  imageCDNs: z.array(text()),
  imageCDN: text(),
  launchGameCDNs: z.array(text()),
  launchGameCDN: text().nullable(),
  maintenance: z.object({ active: z.boolean(), start: text().nullable(), end: text().nullable() }),
  regionRestriction: z.object({ restricted: z.boolean(), country: text().nullable() }),
  location: z.object({ ip: text(), country: text().nullable() }),
});
export type Permission = z.infer<typeof PermissionSchema>;

/** Spec §3 Configuration, plus what the shell (header, side menu, footer) renders. */
export const SiteConfigSchema = z.object({
  platform: z.literal('WEB'),
  merchantCode: text(),
  brandName: text(),
  licenseNumber: text(),
  copyrightYear: z.number().int(),
  defaultLanguage: LanguageSchema,
  languages: z.array(LanguageSchema),
  lotteryType: z.literal('Lott'),
  currency: z.object({ code: text(), symbol: text(), exponent: z.number().int() }),
  minimumAge: z.number().int(),
  /** Categories shown in navigation, in order (later derived from vendors by the games module). */
  categories: z.array(GameCategorySchema),
  esport: z.array(text()),
  cockfight: z.array(text()),
  inHouse: z.array(text()),
  socialLinks: z.array(SocialLinkSchema),
  /** Vendor codes whose icons the footer shows. */
  vendorIcons: z.array(text()),
  customerService: z.array(CustomerServiceSchema),
  resources: z.array(ResourceSchema),
  /** Base URL of the image host; spec image paths are relative to it. */
  imageBaseUrl: text(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const BannerGroupSchema = z.enum(BANNER_GROUPS);
export const BannerLinkageTypeSchema = z.enum(BANNER_LINKAGE_TYPES);
export type BannerLinkageType = z.infer<typeof BannerLinkageTypeSchema>;
/** Spec §3 Banner: clickable when it has a linkage type, opening its linkage (see BANNER_LINKAGE_TYPES). */
export const BannerSchema = z.object({
  /** Ready for `src`: the image host's base URL is joined. */
  url: text(),
  groupName: BannerGroupSchema,
  linkageType: BannerLinkageTypeSchema.nullable(),
  linkage: text().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerQuerySchema = z.strictObject({
  groupName: BannerGroupSchema,
  lang: LanguageSchema.optional(),
});
export const BannerListSchema = z.object({ list: z.array(BannerSchema) });

/** A failure the browser reports (spec §8: script and style chunk load failures, with their reason). */
export const ClientErrorReportSchema = z.strictObject({
  kind: z.enum(['script-chunk', 'style-chunk', 'render', 'network']),
  reason: z.enum(['missing', 'timeout', 'error']).optional(),
  route: text().max(300),
  chunk: text().max(300).optional(),
  message: text().max(1000).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
