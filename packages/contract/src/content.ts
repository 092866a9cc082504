// contract-ready
import { z } from 'zod';
import { BANNER_GROUPS } from './constants.ts';
import {
  CONTENT_AUDIENCES,
  CONTENT_DATA_TYPES,
  HELP_ARTICLE_KINDS,
  POPUP_EXECUTIONS,
  PROMOTION_CATEGORY_TYPES,
  PROMOTION_GO_TO,
  PROMOTION_TAGS,
} from './content-constants.ts';
import { LanguageSchema } from './i18n.ts';
import { SmallIdParamSchema, SmallIdSchema } from './ids.ts';
import { safeLink } from './link-field.ts';
import { isSafeLink, SAFE_LINK_MESSAGE } from './safe-link.ts';
import {
  BannerLinkageTypeSchema,
  BannerSchema,
  type CustomerService,
  CustomerServiceSchema,
} from './system.ts';
import { text } from './text.ts';

/**
 * Content (spec §2 home banner and marquee, side menu, announcement pop-up, promotions page, help
 * centre; §3 Banner, Promotion, Promotion category, Announcement, Customer service entry; §4
 * pop-ups; §7 getAnnouncementContentV2 and helpCenter).
 *
 * Public answers are already in the asked language (missing texts fall back to the merchant's
 * default language), already filtered by schedule, audience and language, and every HTML field is
 * sanitized by the server when stored (clients sanitize again on render). Image `url`s are ready
 * for `src`: the image host's base URL is already joined.
 *
 * The banner (`Banner`, `BannerSchema`, `BannerQuerySchema`) lives in `system.ts`, where the shell
 * imports it; constants the web needs at run time are in `content-constants.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Public shapes

export const ContentDataTypeSchema = z.enum(CONTENT_DATA_TYPES);
export type ContentDataType = z.infer<typeof ContentDataTypeSchema>;

/** Spec §4: A logged in, B anonymous, F first-time login. */
export const PopupExecutionSchema = z.enum(POPUP_EXECUTIONS);
export type PopupExecution = z.infer<typeof PopupExecutionSchema>;

/** A notice of the home marquee; the notice modal shows its content (plain text). */
export const NoticeSchema = z.object({
  id: z.number().int(),
  title: text(),
  content: text(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** An announcement pop-up (publicModal): titles on the left, sanitized HTML on the right. */
export const PopupSchema = z.object({
  id: z.number().int(),
  title: text(),
  /** Sanitized HTML. */
  content: text(),
  execution: PopupExecutionSchema,
});
export type Popup = z.infer<typeof PopupSchema>;

export const PromotionCategoryTypeSchema = z.enum(PROMOTION_CATEGORY_TYPES);
export type PromotionCategoryType = z.infer<typeof PromotionCategoryTypeSchema>;

/** Spec §3 Promotion category. Types in HIDDEN_PROMOTION_CATEGORY_TYPES are served but not shown. */
export const PromotionCategorySchema = z.object({
  id: z.number().int(),
  title: text(),
  type: PromotionCategoryTypeSchema,
});
export type PromotionCategory = z.infer<typeof PromotionCategorySchema>;

export const PromotionTagSchema = z.enum(PROMOTION_TAGS);
export type PromotionTag = z.infer<typeof PromotionTagSchema>;

/** What the details modal's go-to button opens (the spec does not show the rule; the operator picks). */
export const PromotionGoToSchema = z.enum(PROMOTION_GO_TO);
export type PromotionGoTo = z.infer<typeof PromotionGoToSchema>;

/** Sequence 1 is the list card image, sequence 2 the details image (spec §3). */
export const AnnouncementImageSchema = z.object({
  sequence: z.number().int(),
  url: text(),
});
export type AnnouncementImage = z.infer<typeof AnnouncementImageSchema>;

/** Spec §3 Promotion. */
export const PromotionSchema = z.object({
  id: z.number().int(),
  title: text(),
  /** Sanitized HTML. */
  content: text(),
  /** The type of the promotion's first category (its main one). */
  category: PromotionCategoryTypeSchema,
  /** The operator's kind of promotion (e.g. DEPOSIT_BONUS, REBATE, REFERRAL); free text, upper case. */
  promotionType: text(),
  /** Ids of every category the promotion is listed under; the category menu filters on this. */
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  announcementImages: z.array(AnnouncementImageSchema),
  /** ISO 8601. */
  startTime: text(),
  /** ISO 8601; null for a long-term promotion. */
  endTime: text().nullable(),
  /** Shown as long_term instead of an end time and remaining days. */
  longTerm: z.boolean(),
  tags: z.array(PromotionTagSchema),
  goTo: PromotionGoToSchema.nullable(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/**
 * The getAnnouncementContentV2 equivalent (spec §7): `types` is a comma list of data types
 * (default all): B banners (every group), PL promotion categories, PU pop-ups, PR promotions,
 * H home notices (marquee). Pop-ups are picked by the caller's session: anonymous callers get B,
 * logged-in callers A, plus F on their first-time login. `execution` narrows that further and
 * can never widen it.
 */
export const AnnouncementContentQuerySchema = z.strictObject({
  types: text()
    .max(40)
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(ContentDataTypeSchema).min(1))
    .optional(),
  platform: z.literal('W').default('W'),
  lang: LanguageSchema.optional(),
  execution: PopupExecutionSchema.optional(),
});
export type AnnouncementContentQuery = z.input<typeof AnnouncementContentQuerySchema>;

/** Every list is present; a data type not asked for answers an empty list. */
export const AnnouncementContentSchema = z.object({
  banners: z.array(BannerSchema),
  categories: z.array(PromotionCategorySchema),
  popups: z.array(PopupSchema),
  promotions: z.array(PromotionSchema),
  notices: z.array(NoticeSchema),
});
export type AnnouncementContent = z.infer<typeof AnnouncementContentSchema>;

export const NoticeListSchema = z.object({ list: z.array(NoticeSchema) });
export const PopupListSchema = z.object({ list: z.array(PopupSchema) });
export const PopupQuerySchema = z.strictObject({
  lang: LanguageSchema.optional(),
  execution: PopupExecutionSchema.optional(),
});

export const HelpArticleKindSchema = z.enum(HELP_ARTICLE_KINDS);
export type HelpArticleKind = z.infer<typeof HelpArticleKindSchema>;

/** One help-centre page: help, terms (/help#term), privacy, user agreement, blog or news post. */
export const HelpArticleSchema = z.object({
  id: z.number().int(),
  kind: HelpArticleKindSchema,
  /** Unique per merchant, used as the URL hash (`term` for the terms). */
  slug: text(),
  title: text(),
  /** Sanitized HTML. */
  content: text(),
  /** ISO 8601: when it went live (blog and news show it). */
  publishedAt: text(),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;

/** Spec §7 help centre: lang, device WEB; `kind` narrows to one kind. */
export const HelpCenterQuerySchema = z.strictObject({
  lang: LanguageSchema.optional(),
  device: z.literal('WEB').default('WEB'),
  kind: HelpArticleKindSchema.optional(),
});
export const HelpCenterSchema = z.object({ list: z.array(HelpArticleSchema) });

/** Spec §3 customer-service entry, the same one the permission and site config answers carry. */
export const CustomerServiceEntrySchema = CustomerServiceSchema;
export type CustomerServiceEntry = CustomerService;
export const CustomerServiceListSchema = z.object({ list: z.array(CustomerServiceEntrySchema) });

// ---------------------------------------------------------------------------------------------
// Operator API (content.write): create, update, schedule, order, target, retire

export const MAX_TITLE_LENGTH = 200;
export const MAX_NOTICE_LENGTH = 5_000;
export const MAX_HTML_LENGTH = 100_000;
/** Content images (banners, promotion images): PNG, JPEG or WebP, checked by their bytes. */
export const MAX_CONTENT_IMAGE_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];

/** Texts per language; at least one. The server answers the asked one, else the default's. */
function localized(maxLength: number) {
  return z
    .partialRecord(LanguageSchema, text().trim().min(1).max(maxLength))
    .refine((texts) => Object.keys(texts).length > 0, { message: 'Give the text in at least one language' });
}
export const LocalizedTitleSchema = localized(MAX_TITLE_LENGTH);
export const LocalizedNoticeSchema = localized(MAX_NOTICE_LENGTH);
export const LocalizedHtmlSchema = localized(MAX_HTML_LENGTH);
export type LocalizedTexts = Partial<Record<z.infer<typeof LanguageSchema>, string>>;

/** Who sees an item: everyone, logged-in members, anonymous visitors, or members on their first login. */
export const ContentAudienceSchema = z.enum(CONTENT_AUDIENCES);
export type ContentAudience = z.infer<typeof ContentAudienceSchema>;

/** A path on the image host (as the upload answers it) or an absolute https URL. */
export const ImageRefSchema = text()
  .trim()
  .max(1000)
  .regex(
    /^(?:https:\/\/[^\s"'<>]+|(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*)$/,
    'Use an image-host path or an https URL',
  )
  .refine((value) => !value.split('/').includes('..'), 'Use an image-host path or an https URL');

const IsoDateTime = z.iso.datetime({ offset: true });

/** Fields every operator item shares: schedule, order and targeting. */
const placementFields = {
  /** ISO 8601; null or absent: live at once. */
  startsAt: IsoDateTime.nullable().optional(),
  /** ISO 8601; null or absent: no end. */
  endsAt: IsoDateTime.nullable().optional(),
  /** Lower first. */
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  /** Languages whose visitors see it; empty or absent: every language. */
  languages: z.array(LanguageSchema).max(10).optional(),
};
const audienceField = { audience: ContentAudienceSchema.optional() };

type Scheduled = { startsAt?: string | null; endsAt?: string | null };
const endAfterStart = (item: Scheduled) =>
  !item.startsAt || !item.endsAt || new Date(item.endsAt) > new Date(item.startsAt);
const END_AFTER_START = { message: 'The end must be after the start', path: ['endsAt'] };
const notEmpty = (item: object) => Object.values(item).some((value) => value !== undefined);
const NOTHING_TO_CHANGE = { message: 'Nothing to change' };

/** Create schemas; each update schema is its create schema with every field optional. */
function itemSchemas<T extends z.ZodRawShape>(shape: T) {
  const create = z.strictObject(shape).refine(endAfterStart, END_AFTER_START);
  const update = z
    .strictObject(shape)
    .partial()
    .refine(endAfterStart, END_AFTER_START)
    .refine(notEmpty, NOTHING_TO_CHANGE);
  return { create, update };
}

const PROMOTION_ID = /^\d{1,10}$/;
/** What a clickable banner may open: a promotion's id (PROMOTION) or a safe link (ROUTE, URL). */
export function isBannerLinkage(linkage: string): boolean {
  return PROMOTION_ID.test(linkage) || isSafeLink(linkage);
}
const BannerLinkageSchema = text().trim().max(2048).refine(isBannerLinkage, SAFE_LINK_MESSAGE);

const banner = itemSchemas({
  groupName: z.enum(BANNER_GROUPS),
  image: ImageRefSchema,
  linkageType: BannerLinkageTypeSchema.nullable().optional(),
  linkage: BannerLinkageSchema.nullable().optional(),
  ...placementFields,
  ...audienceField,
});
export const CreateBannerSchema = banner.create;
export const UpdateBannerSchema = banner.update;
export type CreateBannerInput = z.infer<typeof CreateBannerSchema>;

const notice = itemSchemas({
  title: LocalizedTitleSchema,
  content: LocalizedNoticeSchema,
  ...placementFields,
  ...audienceField,
});
export const CreateNoticeSchema = notice.create;
export const UpdateNoticeSchema = notice.update;

const popup = itemSchemas({
  title: LocalizedTitleSchema,
  content: LocalizedHtmlSchema,
  execution: PopupExecutionSchema,
  ...placementFields,
});
export const CreatePopupSchema = popup.create;
export const UpdatePopupSchema = popup.update;

const promotionCategory = itemSchemas({
  title: LocalizedTitleSchema,
  type: PromotionCategoryTypeSchema,
  sortOrder: placementFields.sortOrder,
});
export const CreatePromotionCategorySchema = promotionCategory.create;
export const UpdatePromotionCategorySchema = promotionCategory.update;

const promotion = itemSchemas({
  title: LocalizedTitleSchema,
  content: LocalizedHtmlSchema,
  /** The first is the main category; every id must be a live category of the merchant. */
  categoryIds: z.array(SmallIdSchema).min(1).max(20),
  promotionType: text()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'Use 2 to 32 upper-case letters, digits or _'),
  /** Sequence 1 the card image, 2 the details image. */
  images: z
    .array(z.strictObject({ sequence: z.number().int().min(1).max(9), image: ImageRefSchema }))
    .max(9)
    .refine((images) => new Set(images.map((i) => i.sequence)).size === images.length, {
      message: 'One image per sequence',
    })
    .optional(),
  tags: z.array(PromotionTagSchema).max(PROMOTION_TAGS.length).optional(),
  goTo: PromotionGoToSchema.nullable().optional(),
  /** Long term: no end time (endsAt must then be absent or null). */
  longTerm: z.boolean().optional(),
  ...placementFields,
  ...audienceField,
});
export const CreatePromotionSchema = promotion.create.refine((p) => !(p.longTerm && p.endsAt), {
  message: 'A long-term promotion has no end',
  path: ['endsAt'],
});
export const UpdatePromotionSchema = promotion.update.refine((p) => !(p.longTerm && p.endsAt), {
  message: 'A long-term promotion has no end',
  path: ['endsAt'],
});
export type CreatePromotionInput = z.infer<typeof CreatePromotionSchema>;

const helpArticle = itemSchemas({
  kind: HelpArticleKindSchema,
  slug: text()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use 1 to 64 lower-case letters, digits or -'),
  title: LocalizedTitleSchema,
  content: LocalizedHtmlSchema,
  ...placementFields,
});
export const CreateHelpArticleSchema = helpArticle.create;
export const UpdateHelpArticleSchema = helpArticle.update;

const customerService = itemSchemas({
  csType: text()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'Use 2 to 32 upper-case letters, digits or _'),
  title: LocalizedTitleSchema,
  /** Where the entry opens (the customer-service window, 440×750): an http(s) URL or a site path. */
  path: safeLink(),
  sortOrder: placementFields.sortOrder,
});
export const CreateCustomerServiceSchema = customerService.create;
export const UpdateCustomerServiceSchema = customerService.update;

export const CONTENT_KINDS = [
  'banner',
  'notice',
  'popup',
  'promotion',
  'promotion_category',
  'help_article',
] as const;
export const ContentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKindSchema>;

export const ContentIdParamsSchema = z.strictObject({
  id: SmallIdParamSchema,
});

/** Operator list filters: retired items are listed only when asked. */
export const AdminContentListQuerySchema = z.strictObject({
  includeRetired: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** What the operator API answers for every item: its stored fields, all languages, and its state. */
export const AdminContentItemSchema = z.object({
  id: z.number().int(),
  kind: ContentKindSchema,
  /**
   * The item's own fields as stored (texts per language, sanitized HTML, image paths), without
   * the placement below. An update replaces each field it gives, whole (give every language).
   */
  fields: z.record(text(), z.unknown()),
  audience: ContentAudienceSchema,
  languages: z.array(LanguageSchema),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  sortOrder: z.number().int(),
  retiredAt: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type AdminContentItem = z.infer<typeof AdminContentItemSchema>;
export const AdminContentListSchema = z.object({ list: z.array(AdminContentItemSchema) });

/** A customer-service entry as the operator API answers it (texts per language). */
export const AdminCustomerServiceSchema = z.object({
  id: z.number().int(),
  csType: text(),
  title: z.record(text(), text()),
  path: text(),
  sortOrder: z.number().int(),
  retiredAt: text().nullable(),
});
export type AdminCustomerService = z.infer<typeof AdminCustomerServiceSchema>;
export const AdminCustomerServiceListSchema = z.object({ list: z.array(AdminCustomerServiceSchema) });

export const ContentImageSchema = z.object({
  /** The path to give as `image` in banners and promotions. */
  path: text(),
  /** The URL it is served at. */
  url: text(),
  contentType: z.enum(CONTENT_IMAGE_TYPES),
  size: z.number().int(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;
