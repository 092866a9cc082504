import { z } from 'zod';
import { BANNER_GROUPS, SOCIAL_TYPES } from './constants.ts';
import { BANNER_LINKAGE_TYPES } from './content-constants.ts';
import { GameCategorySchema } from './games.ts';
import { LanguageSchema } from './i18n.ts';

export const SystemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** ISO 8601 end of the current maintenance window, when status is 1. */
  maintenanceEnd: z.string().nullable(),
  /** The visitor's address as the server sees it (behind trusted proxies only). */
  ip: z.string(),
  /** ISO 3166 country of that address, when the GeoIP database knows it. */
  country: z.string().nullable(),
  /** The operator's message for the gate page, in the asked language. */
  message: z.string().nullable(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(WhitelabelNodeSchema),
  }),
);

export const CustomerServiceSchema = z.object({ csType: z.string(), title: z.string(), path: z.string() });
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export const SocialLinkSchema = z.object({ type: z.enum(SOCIAL_TYPES), url: z.string() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const ResourceSchema = z.object({
  key: z.string(),
  labelNameEn: z.string(),
  label: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** One registration field rule (spec §3 permission `register`, §5): '*' as pattern means any. */
export const RegisterFieldRuleSchema = z.object({
  acceptedPattern: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  patternId: z.string(),
  required: z.boolean(),
  shown: z.boolean(),
});
export type RegisterFieldRule = z.infer<typeof RegisterFieldRuleSchema>;

export const DomainRouteSchema = z.object({
  mainDomain: z.string(),
  lines: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type DomainRoute = z.infer<typeof DomainRouteSchema>;

/** Spec §3 Permission response. */
export const PermissionSchema = z.object({
  customerService: z.array(CustomerServiceSchema),
  domainRoute: DomainRouteSchema,
  resources: z.array(ResourceSchema),
  whitelabel: z.array(WhitelabelNodeSchema),
  register: z.record(z.string(), RegisterFieldRuleSchema),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  /** Every configured image CDN, and the one picked at random for this answer. */
  imageCDNs: z.array(z.string()),
  imageCDN: z.string(),
  launchGameCDNs: z.array(z.string()),
  launchGameCDN: z.string().nullable(),
  maintenance: z.object({ active: z.boolean(), start: z.string().nullable(), end: z.string().nullable() }),
  regionRestriction: z.object({ restricted: z.boolean(), country: z.string().nullable() }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type Permission = z.infer<typeof PermissionSchema>;

/** Spec §3 Configuration, plus what the shell (header, side menu, footer) renders. */
export const SiteConfigSchema = z.object({
  platform: z.literal('WEB'),
  merchantCode: z.string(),
  brandName: z.string(),
  licenseNumber: z.string(),
  copyrightYear: z.number().int(),
  defaultLanguage: LanguageSchema,
  languages: z.array(LanguageSchema),
  lotteryType: z.literal('Lott'),
  currency: z.object({ code: z.string(), symbol: z.string(), exponent: z.number().int() }),
  minimumAge: z.number().int(),
  /** Categories shown in navigation, in order (later derived from vendors by the games module). */
  categories: z.array(GameCategorySchema),
  esport: z.array(z.string()),
  cockfight: z.array(z.string()),
  inHouse: z.array(z.string()),
  socialLinks: z.array(SocialLinkSchema),
  /** Vendor codes whose icons the footer shows. */
  vendorIcons: z.array(z.string()),
  customerService: z.array(CustomerServiceSchema),
  resources: z.array(ResourceSchema),
  /** Base URL of the image host; spec image paths are relative to it. */
  imageBaseUrl: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const BannerGroupSchema = z.enum(BANNER_GROUPS);
export const BannerLinkageTypeSchema = z.enum(BANNER_LINKAGE_TYPES);
export type BannerLinkageType = z.infer<typeof BannerLinkageTypeSchema>;
/** Spec §3 Banner: clickable when it has a linkage type, opening its linkage (see BANNER_LINKAGE_TYPES). */
export const BannerSchema = z.object({
  /** Ready for `src`: the image host's base URL is joined. */
  url: z.string(),
  groupName: BannerGroupSchema,
  linkageType: BannerLinkageTypeSchema.nullable(),
  linkage: z.string().nullable(),
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
  route: z.string().max(300),
  chunk: z.string().max(300).optional(),
  message: z.string().max(1000).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
