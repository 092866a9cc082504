import type {
  AnnouncementContent,
  Notice,
  Popup,
  Promotion,
  PromotionCategory,
} from '@platform/contract/content';
import type { Banner } from '@platform/contract/system';
import { envelope } from './render-app.tsx';

export const promotionCategories: PromotionCategory[] = [
  { id: 1, title: 'All offers', type: 'all' },
  { id: 2, title: 'Gaming', type: 'gaming' },
  { id: 3, title: 'Sports', type: 'sports' },
  { id: 4, title: 'Lotto promo', type: 'lotto_promo' },
  { id: 5, title: 'Deposit', type: 'deposit' },
];

export function promotion(id: number, overrides: Partial<Promotion> = {}): Promotion {
  return {
    id,
    title: `Offer ${id}`,
    content: `<p>Rules of offer ${id}</p>`,
    category: 'sports',
    promotionType: 'DEPOSIT_BONUS',
    promoAnnouncementCategoryIds: [1],
    announcementImages: [
      { sequence: 1, url: `/images/promo/${id}-card.png` },
      { sequence: 2, url: `/images/promo/${id}-details.png` },
    ],
    startTime: '2025-01-01T00:00:00Z',
    endTime: null,
    longTerm: true,
    tags: [],
    goTo: null,
    ...overrides,
  };
}

export const promotionBanner: Banner = {
  url: '/images/banner/promo-1.png',
  groupName: 'w_promotion',
  linkageType: 'PROMOTION',
  linkage: '11',
};

export function announcementContent(overrides: Partial<AnnouncementContent> = {}): AnnouncementContent {
  return {
    banners: [promotionBanner],
    categories: promotionCategories,
    popups: [],
    promotions: [
      promotion(11, { title: 'Sports cashback', promoAnnouncementCategoryIds: [1, 3] }),
      promotion(12, { title: 'First deposit bonus', promoAnnouncementCategoryIds: [1, 5], tags: ['newbie'] }),
      promotion(13, { title: 'Lucky numbers', promoAnnouncementCategoryIds: [4] }),
    ],
    notices: [],
    ...overrides,
  };
}

/** The getAnnouncementContentV2 route answering `content`. */
export const contentRoute = (content: AnnouncementContent = announcementContent()) => ({
  'GET /wps/v2/announcement/content': () => envelope(content),
});

export function popup(id: number, execution: Popup['execution'], overrides: Partial<Popup> = {}): Popup {
  return { id, title: `Pop-up ${id}`, content: `<p>Pop-up body ${id}</p>`, execution, ...overrides };
}

export function notice(id: number, title: string): Notice {
  return { id, title, content: `${title}: the details.` };
}
