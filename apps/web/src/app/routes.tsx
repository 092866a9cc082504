import { useMemo } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LOGIN_MODAL_LOCATION } from '../lib/auth-modal.ts';
import { RequireAgent, RequireRealMember, RequireToken } from './guards/require-token.tsx';
import { GAME_PAGE_LAYOUT, IN_HOUSE_GAME_LAYOUT, RouteMatchesContext } from './layout-rules.ts';
import { AgentLayout } from './layouts/agent-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { AgentHome, LineDetection, Lottery, NotFound, PointMall, Promotions } from './lazy-areas.ts';
import { RootRoute } from './root-route.tsx';
import {
  AccountGameRoute,
  AgentRoute,
  DownloadRoute,
  GameCenterRoute,
  GameListRoute,
  HelpRoute,
  HomeRoute,
  InHouseGameRoute,
  InHouseRoute,
  MemberRoute,
  SeamlessRoute,
  SupportRoute,
} from './route-pages.tsx';

/** Every route of spec §2 (history mode). */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'index', element: <HomeRoute /> },
          { path: 'index.html', element: <HomeRoute /> },
          { path: 'home', element: <HomeRoute /> },
          // /login is home with the login modal, kept in the URL so it survives the redirect.
          { path: 'login', element: <Navigate to={LOGIN_MODAL_LOCATION} replace /> },
          { path: 'register', element: <HomeRoute /> },
          { path: 'help', element: <HelpRoute /> },
          { path: 'sports', element: <GameCenterRoute category="SPORTS" /> },
          { path: 'esports', element: <GameCenterRoute category="ESPORTS" /> },
          { path: 'lott', element: <GameCenterRoute category="LOTT" /> },
          { path: 'elott', element: <GameCenterRoute category="ELOTT" /> },
          { path: 'live', element: <GameListRoute category="LIVE" /> },
          { path: 'fish', element: <GameListRoute category="FISH" /> },
          { path: 'rng', element: <GameListRoute category="RNG" /> },
          { path: 'pvp', element: <GameListRoute category="PVP" /> },
          { path: 'inHouse', element: <InHouseRoute /> },
          { path: 'promotions', element: <Promotions /> },
          // Pages whose module is off (site-feature-pages.ts: points mall, lottery, lines without a
          // configured line) are not-found: FeatureOutlet, in the main layout, reads the same list.
          { path: 'pointMall', element: <PointMall /> },
          { path: 'seamless', element: <SeamlessRoute />, handle: GAME_PAGE_LAYOUT },
          { path: 'down', element: <DownloadRoute /> },
          { path: 'lines', element: <LineDetection /> },
          {
            element: <RequireToken />,
            children: [
              { element: <RequireRealMember />, children: [{ path: 'member', element: <MemberRoute /> }] },
              { path: 'favorite', element: <AccountGameRoute list="favorite" /> },
              // Members and trial members alike: trial members play with trial money.
              { path: 'inHouse/:game', element: <InHouseGameRoute />, handle: IN_HOUSE_GAME_LAYOUT },
              { path: 'recent', element: <AccountGameRoute list="recent" /> },
            ],
          },
          {
            element: <RequireToken />,
            children: [
              { path: 'lottery', element: <Lottery variant="lottery" />, handle: GAME_PAGE_LAYOUT },
              { path: 'seaLottery', element: <Lottery variant="seaLottery" />, handle: GAME_PAGE_LAYOUT },
              { path: 'vnLottery', element: <Lottery variant="vnLottery" />, handle: GAME_PAGE_LAYOUT },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
      // The built-in support chat: its own page in the 440x750 customer-service window, no site
      // frame. Trial members too (a trial player asking how to register is who support is for).
      {
        element: <RequireToken />,
        children: [{ path: 'support', element: <SupportRoute /> }],
      },
      {
        element: <AgentLayout />,
        children: [
          { path: 'agent', element: <AgentRoute /> },
          {
            element: <RequireToken loginPath="/agent?modal=login" />,
            children: [
              { element: <RequireAgent />, children: [{ path: 'agentHome', element: <AgentHome /> }] },
            ],
          },
        ],
      },
    ],
  },
];

/** The route table at the router's location; layouts read the matched routes' `handle` from it. */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [location]);
  const element = useRoutes(routes, location);
  return <RouteMatchesContext.Provider value={matches}>{element}</RouteMatchesContext.Provider>;
}
