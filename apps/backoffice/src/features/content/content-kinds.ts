import { BANNER_GROUPS, LANGUAGES } from '@platform/contract/constants';
import {
  CreateBannerSchema,
  CreateCustomerServiceSchema,
  CreateHelpArticleSchema,
  CreateNoticeSchema,
  CreatePopupSchema,
  CreatePromotionCategorySchema,
  CreatePromotionSchema,
  UpdateBannerSchema,
  UpdateCustomerServiceSchema,
  UpdateHelpArticleSchema,
  UpdateNoticeSchema,
  UpdatePopupSchema,
  UpdatePromotionCategorySchema,
  UpdatePromotionSchema,
} from '@platform/contract/content';
import {
  BANNER_LINKAGE_TYPES,
  CONTENT_AUDIENCES,
  HELP_ARTICLE_KINDS,
  POPUP_EXECUTIONS,
  PROMOTION_CATEGORY_TYPES,
  PROMOTION_GO_TO,
  PROMOTION_TAGS,
} from '@platform/contract/content-constants';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { z } from 'zod';

/**
 * A field of an item besides its texts, declared once: the editor draws it, the list shows it, and
 * the form's values become the request body by its type (see content-values.ts).
 */
export type FieldSpec =
  | { name: string; type: 'text' | 'number' | 'datetime' | 'switch' | 'image'; nullable?: boolean }
  | { name: string; type: 'select'; options: readonly string[]; nullable?: boolean }
  | { name: string; type: 'multiselect'; options: readonly string[] }
  /** The promotion's categories: ids of the live promotion categories, the first the main one. */
  | { name: string; type: 'categories' }
  /** Images by sequence (promotions: 1 the card, 2 the details). */
  | { name: string; type: 'images'; sequences: readonly number[] };

/** How the player site shows a kind, so the preview draws it the same way. */
export type PreviewLook =
  | 'banner'
  | 'notice'
  | 'popup'
  | 'promotion'
  | 'promotionCategory'
  | 'helpArticle'
  | 'customerService';

export interface ContentKind {
  /** Its words (`content.kinds.<key>`) and its address under content/. */
  key: string;
  route: string;
  /** List and create at the path; PATCH `/:id`, POST `/:id/retire`. */
  apiPath: string;
  create: z.ZodType;
  update: z.ZodType;
  /** Texts per language: a title, and a body of plain text or operator HTML. */
  title: boolean;
  content?: 'text' | 'html';
  fields: FieldSpec[];
  /** Fields the list shows beside the title. */
  listed: string[];
  look: PreviewLook;
}

const schedule: FieldSpec[] = [
  { name: 'startsAt', type: 'datetime', nullable: true },
  { name: 'endsAt', type: 'datetime', nullable: true },
  { name: 'sortOrder', type: 'number' },
  { name: 'languages', type: 'multiselect', options: LANGUAGES },
];
const audience: FieldSpec = { name: 'audience', type: 'select', options: CONTENT_AUDIENCES };
const sortOrder: FieldSpec = { name: 'sortOrder', type: 'number' };

/** The seven kinds of the Content section, in menu order; one list and one editor serve them all. */
export const CONTENT_KINDS: ContentKind[] = [
  {
    key: 'promotions',
    route: 'content/promotions',
    apiPath: ADMIN_PATHS.contentPromotions,
    create: CreatePromotionSchema,
    update: UpdatePromotionSchema,
    title: true,
    content: 'html',
    fields: [
      { name: 'categoryIds', type: 'categories' },
      { name: 'promotionType', type: 'text' },
      { name: 'images', type: 'images', sequences: [1, 2] },
      { name: 'tags', type: 'multiselect', options: PROMOTION_TAGS },
      { name: 'goTo', type: 'select', options: PROMOTION_GO_TO, nullable: true },
      { name: 'longTerm', type: 'switch' },
      ...schedule,
      audience,
    ],
    listed: ['promotionType'],
    look: 'promotion',
  },
  {
    key: 'promotionCategories',
    route: 'content/promotion-categories',
    apiPath: ADMIN_PATHS.contentPromotionCategories,
    create: CreatePromotionCategorySchema,
    update: UpdatePromotionCategorySchema,
    title: true,
    fields: [{ name: 'type', type: 'select', options: PROMOTION_CATEGORY_TYPES }, sortOrder],
    listed: ['type'],
    look: 'promotionCategory',
  },
  {
    key: 'banners',
    route: 'content/banners',
    apiPath: ADMIN_PATHS.contentBanners,
    create: CreateBannerSchema,
    update: UpdateBannerSchema,
    title: false,
    fields: [
      { name: 'groupName', type: 'select', options: BANNER_GROUPS },
      { name: 'image', type: 'image' },
      { name: 'linkageType', type: 'select', options: BANNER_LINKAGE_TYPES, nullable: true },
      { name: 'linkage', type: 'text', nullable: true },
      ...schedule,
      audience,
    ],
    listed: ['groupName', 'linkage'],
    look: 'banner',
  },
  {
    key: 'notices',
    route: 'content/notices',
    apiPath: ADMIN_PATHS.contentNotices,
    create: CreateNoticeSchema,
    update: UpdateNoticeSchema,
    title: true,
    content: 'text',
    fields: [...schedule, audience],
    listed: [],
    look: 'notice',
  },
  {
    key: 'popups',
    route: 'content/popups',
    apiPath: ADMIN_PATHS.contentPopups,
    create: CreatePopupSchema,
    update: UpdatePopupSchema,
    title: true,
    content: 'html',
    fields: [{ name: 'execution', type: 'select', options: POPUP_EXECUTIONS }, ...schedule],
    listed: ['execution'],
    look: 'popup',
  },
  {
    key: 'helpArticles',
    route: 'content/help-articles',
    apiPath: ADMIN_PATHS.contentHelpArticles,
    create: CreateHelpArticleSchema,
    update: UpdateHelpArticleSchema,
    title: true,
    content: 'html',
    fields: [
      { name: 'kind', type: 'select', options: HELP_ARTICLE_KINDS },
      { name: 'slug', type: 'text' },
      ...schedule,
    ],
    listed: ['kind', 'slug'],
    look: 'helpArticle',
  },
  {
    key: 'customerService',
    route: 'content/customer-service',
    apiPath: ADMIN_PATHS.contentCustomerService,
    create: CreateCustomerServiceSchema,
    update: UpdateCustomerServiceSchema,
    title: true,
    fields: [{ name: 'csType', type: 'text' }, { name: 'path', type: 'text' }, sortOrder],
    listed: ['csType', 'path'],
    look: 'customerService',
  },
];

export function contentKind(key: string): ContentKind {
  const kind = CONTENT_KINDS.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`no content kind ${key}`);
  return kind;
}
