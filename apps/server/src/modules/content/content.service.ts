import type { BannerGroup } from '@platform/contract/constants';
import type {
  AnnouncementContent,
  ContentAudience,
  ContentDataType,
  ContentKind,
  CreateBannerInput,
  CreatePromotionInput,
  HelpArticle,
  HelpArticleKind,
  LocalizedTexts,
  Notice,
  Popup,
  PopupExecution,
  Promotion,
  PromotionCategory,
  PromotionCategoryType,
  PromotionGoTo,
  PromotionTag,
} from '@platform/contract/content';
import { isBannerLinkage } from '@platform/contract/content';
import { imageRefUrl } from '@platform/contract/content-constants';
import type { Language } from '@platform/contract/i18n';
import type { Banner } from '@platform/contract/system';
import { and, arrayContains, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pickText } from '../../i18n/localized-text.ts';
import { contentItems } from './content.tables.ts';

export interface ContentDeps {
  db: Database;
  now: () => Date;
  /** Base URL of the image host: stored image paths are relative to it. */
  imageBaseUrl: string;
}

export type ContentRow = typeof contentItems.$inferSelect;

/** Who is reading: the merchant, the language asked and its fallback, and the audiences they belong to. */
export interface Viewer {
  merchantId: number;
  language: Language;
  defaultLanguage: Language;
  audiences: readonly ContentAudience[];
}

/** The caller's login state as content targets it (spec §4). */
export type LoginState = 'anonymous' | 'logged_in' | 'first_login';

/** Everyone sees `all`; a first-time login is also a login, so it sees what logged-in members see. */
export function audiencesOf(state: LoginState): ContentAudience[] {
  if (state === 'anonymous') return ['all', 'anonymous'];
  if (state === 'logged_in') return ['all', 'logged_in'];
  return ['all', 'logged_in', 'first_login'];
}

/** A pop-up's execution is its audience (spec §4: A logged in, B anonymous, F first-time login). */
export const EXECUTION_AUDIENCE: Record<PopupExecution, ContentAudience> = {
  A: 'logged_in',
  B: 'anonymous',
  F: 'first_login',
};

// What each kind keeps in `fields`: its create input without the placement columns.
type Placement = 'startsAt' | 'endsAt' | 'sortOrder' | 'languages' | 'audience';
type BannerFields = Omit<CreateBannerInput, Placement>;
type NoticeFields = { title: LocalizedTexts; content: LocalizedTexts };
type PopupFields = NoticeFields & { execution: PopupExecution };
type CategoryFields = { title: LocalizedTexts; type: PromotionCategoryType };
type PromotionFields = Omit<CreatePromotionInput, Placement>;
type HelpFields = { kind: HelpArticleKind; slug: string; title: LocalizedTexts; content: LocalizedTexts };

const fieldsOf = <T>(row: ContentRow) => row.fields as T;

/** A stored image reference as a URL for `src`: host paths join the image host's base URL. */
export function imageUrl(deps: Pick<ContentDeps, 'imageBaseUrl'>, image: string): string {
  return imageRefUrl(deps.imageBaseUrl, image);
}

/**
 * Items of these kinds the viewer may see now: not retired, inside their schedule, for the
 * viewer's language (or every language) and one of the viewer's audiences; in sort order.
 */
async function listLiveItems(
  deps: ContentDeps,
  viewer: Viewer,
  kinds: readonly ContentKind[],
  extra?: ReturnType<typeof sql>,
): Promise<ContentRow[]> {
  if (kinds.length === 0) return [];
  const now = deps.now();
  return deps.db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.merchantId, viewer.merchantId),
        inArray(contentItems.kind, [...kinds]),
        isNull(contentItems.retiredAt),
        or(isNull(contentItems.startsAt), lte(contentItems.startsAt, now)),
        or(isNull(contentItems.endsAt), gt(contentItems.endsAt, now)),
        or(
          sql`cardinality(${contentItems.languages}) = 0`,
          arrayContains(contentItems.languages, [viewer.language]),
        ),
        inArray(contentItems.audience, [...viewer.audiences]),
        extra,
      ),
    )
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
}

const textOf = (viewer: Viewer, texts: LocalizedTexts) =>
  pickText(texts, viewer.language, viewer.defaultLanguage);

function bannerView(deps: ContentDeps, row: ContentRow): Banner {
  const fields = fieldsOf<BannerFields>(row);
  return {
    url: imageUrl(deps, fields.image),
    groupName: fields.groupName,
    linkageType: fields.linkageType ?? null,
    // Rows stored before links were checked on write are served only when their link is safe.
    linkage: fields.linkageType && fields.linkage && isBannerLinkage(fields.linkage) ? fields.linkage : null,
  };
}

function noticeView(viewer: Viewer, row: ContentRow): Notice {
  const fields = fieldsOf<NoticeFields>(row);
  return { id: row.id, title: textOf(viewer, fields.title), content: textOf(viewer, fields.content) };
}

function popupView(viewer: Viewer, row: ContentRow): Popup {
  const fields = fieldsOf<PopupFields>(row);
  return {
    id: row.id,
    title: textOf(viewer, fields.title),
    content: textOf(viewer, fields.content),
    execution: fields.execution,
  };
}

function categoryView(viewer: Viewer, row: ContentRow): PromotionCategory {
  const fields = fieldsOf<CategoryFields>(row);
  return { id: row.id, title: textOf(viewer, fields.title), type: fields.type };
}

/** A promotion lists under its live categories only; its main category is the first of them. */
function promotionView(
  deps: ContentDeps,
  viewer: Viewer,
  row: ContentRow,
  categories: ReadonlyMap<number, PromotionCategory>,
): Promotion {
  const fields = fieldsOf<PromotionFields>(row);
  const categoryIds = fields.categoryIds.filter((id) => categories.has(id));
  const main = categoryIds[0] === undefined ? undefined : categories.get(categoryIds[0]);
  const longTerm = fields.longTerm === true;
  return {
    id: row.id,
    title: textOf(viewer, fields.title),
    content: textOf(viewer, fields.content),
    category: main?.type ?? 'other',
    promotionType: fields.promotionType,
    promoAnnouncementCategoryIds: categoryIds,
    announcementImages: (fields.images ?? [])
      .map((image) => ({ sequence: image.sequence, url: imageUrl(deps, image.image) }))
      .sort((a, b) => a.sequence - b.sequence),
    startTime: (row.startsAt ?? row.createdAt).toISOString(),
    endTime: longTerm ? null : (row.endsAt?.toISOString() ?? null),
    longTerm,
    tags: (fields.tags ?? []) as PromotionTag[],
    goTo: (fields.goTo ?? null) as PromotionGoTo | null,
  };
}

function helpView(viewer: Viewer, row: ContentRow): HelpArticle {
  const fields = fieldsOf<HelpFields>(row);
  return {
    id: row.id,
    kind: fields.kind,
    slug: fields.slug,
    title: textOf(viewer, fields.title),
    content: textOf(viewer, fields.content),
    publishedAt: (row.startsAt ?? row.createdAt).toISOString(),
  };
}

const KINDS_OF_TYPE: Record<ContentDataType, readonly ContentKind[]> = {
  B: ['banner'],
  PL: ['promotion_category'],
  PU: ['popup'],
  // Promotions name their categories, so both are read.
  PR: ['promotion', 'promotion_category'],
  H: ['notice'],
};

/**
 * The getAnnouncementContentV2 answer (spec §7): the asked data types in one read. Pop-ups are
 * those of the viewer's audiences, narrowed to `execution` when given.
 */
export async function getAnnouncementContent(
  deps: ContentDeps,
  viewer: Viewer,
  input: { types: readonly ContentDataType[]; execution?: PopupExecution },
): Promise<AnnouncementContent> {
  const types = new Set(input.types);
  const kinds = [...new Set(input.types.flatMap((type) => KINDS_OF_TYPE[type]))];
  const rows = await listLiveItems(deps, viewer, kinds);
  const ofKind = (kind: ContentKind) => rows.filter((row) => row.kind === kind);

  const categories = ofKind('promotion_category').map((row) => categoryView(viewer, row));
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  return {
    banners: ofKind('banner').map((row) => bannerView(deps, row)),
    categories: types.has('PL') ? categories : [],
    popups: ofKind('popup')
      .map((row) => popupView(viewer, row))
      .filter((popup) => !input.execution || popup.execution === input.execution),
    promotions: ofKind('promotion').map((row) => promotionView(deps, viewer, row, categoryById)),
    notices: ofKind('notice').map((row) => noticeView(viewer, row)),
  };
}

/** Banners of one group live for the viewer. */
export async function listBanners(
  deps: ContentDeps,
  viewer: Viewer,
  groupName: BannerGroup,
): Promise<Banner[]> {
  const rows = await listLiveItems(
    deps,
    viewer,
    ['banner'],
    sql`${contentItems.fields}->>'groupName' = ${groupName}`,
  );
  return rows.map((row) => bannerView(deps, row));
}

/** The home marquee's notices. */
export async function listNotices(deps: ContentDeps, viewer: Viewer): Promise<Notice[]> {
  return (await listLiveItems(deps, viewer, ['notice'])).map((row) => noticeView(viewer, row));
}

/** Pop-ups for the viewer's login state, narrowed to one execution when asked. */
export async function listPopups(
  deps: ContentDeps,
  viewer: Viewer,
  execution: PopupExecution | undefined,
): Promise<Popup[]> {
  const content = await getAnnouncementContent(deps, viewer, { types: ['PU'], execution });
  return content.popups;
}

/** The help centre (spec §7 helpCenter): every live article, or those of one kind. */
export async function listHelpArticles(
  deps: ContentDeps,
  viewer: Viewer,
  kind: HelpArticleKind | undefined,
): Promise<HelpArticle[]> {
  const rows = await listLiveItems(
    deps,
    viewer,
    ['help_article'],
    kind ? sql`${contentItems.fields}->>'kind' = ${kind}` : undefined,
  );
  return rows.map((row) => helpView(viewer, row));
}
