import { featureOfPage } from '@platform/contract/site-feature-pages';
import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';
import { type SiteFeatures, useSiteFeatures } from '../features/system/index.ts';

/** Per-route layout switches, declared in the route table's `handle`. */
export interface LayoutHandle {
  footer?: false;
  sideMenu?: false;
}

/** The routes matched at the current location, outermost first (set by the route table). */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The page of a feature not built yet, while it is off, is the not-found page: laid out as one. */
function handleOf(match: RouteMatch, features: SiteFeatures): LayoutHandle {
  const feature = featureOfPage(match.pathname);
  return feature && !features.on(feature) ? {} : ((match.route.handle ?? {}) as LayoutHandle);
}

/** Spec §2: lottery and seamless pages have no footer; game pages hide the side menu. */
export function useLayoutRules(): { footer: boolean; sideMenu: boolean } {
  const matches = useContext(RouteMatchesContext);
  const features = useSiteFeatures();
  return {
    footer: !matches.some((match) => handleOf(match, features).footer === false),
    sideMenu: !matches.some((match) => handleOf(match, features).sideMenu === false),
  };
}

export const GAME_PAGE_LAYOUT: LayoutHandle = { footer: false, sideMenu: false };

/**
 * In-house game pages: no side menu, so the table gets the width it needs, but the footer stays:
 * unlike a framed vendor game the page scrolls on to the history and fairness panels, and ends
 * like every other page of the site (VISUAL.md layout).
 */
export const IN_HOUSE_GAME_LAYOUT: LayoutHandle = { sideMenu: false };
