import { LOBBY_PAGE_SIZE } from '@platform/contract/constants';
import type { Game, GameCategory, GameClassify } from '@platform/contract/games';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATEGORY_ICONS } from '../../../components/ui/category-icons.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useFavouriteList } from '../api/use-favourite-list.ts';
import { useGameList } from '../api/use-game-list.ts';
import { useGameMenus } from '../api/use-game-menus.ts';
import { useHotGames } from '../api/use-hot-games.ts';
import { useRecentGames } from '../api/use-recent-games.ts';
import { GameGrid } from './game-grid.tsx';
import styles from './games-lobby.module.css';
import { VendorMenu } from './vendor-menu.tsx';

/** Spec §2 lobby filters; NEW belongs to the category filters. FAV and RECENT need login. */
export const LOBBY_FILTERS = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];
const MEMBER_FILTERS: ReadonlySet<LobbyFilter> = new Set(['FAV', 'RECENT']);

interface LobbyPage {
  games: Game[];
  page: number;
  totalPages: number;
}

/** The page shown for a filter, whichever call answers it: one shape for the grid and the pager. */
function useLobbyPage(
  filter: LobbyFilter,
  scope: { gameType: GameCategory; vassalage?: string; gameClassify?: GameClassify },
  page: number,
) {
  const list = useGameList(
    {
      ...scope,
      pageNo: page,
      pageSize: LOBBY_PAGE_SIZE,
      ...(filter === 'NEW' ? { isNew: 'true' as const } : {}),
    },
    { enabled: filter === 'ALL' || filter === 'NEW' },
  );
  const hot = useHotGames({ gameType: scope.gameType, vassalage: scope.vassalage });
  const favourites = useFavouriteList(
    {
      gameType: scope.gameType,
      vassalage: scope.vassalage,
      pageNo: page,
      pageSize: LOBBY_PAGE_SIZE,
    },
    { enabled: filter === 'FAV' },
  );
  const recent = useRecentGames(
    { gameType: scope.gameType, vassalage: scope.vassalage, page, pageSize: LOBBY_PAGE_SIZE },
    { enabled: filter === 'RECENT' },
  );

  const query = { ALL: list, NEW: list, HOT: hot, FAV: favourites, RECENT: recent }[filter];
  let data: LobbyPage | undefined;
  if (filter === 'ALL' || filter === 'NEW')
    data = list.data && { games: list.data.games, page: list.data.pageNo, totalPages: list.data.totalPages };
  else if (filter === 'HOT' && hot.data) {
    // Hot games come as one list: paged here, the same 28 a page (spec §9).
    const totalPages = Math.ceil(hot.data.length / LOBBY_PAGE_SIZE);
    const current = Math.max(1, Math.min(page, totalPages));
    data = {
      games: hot.data.slice((current - 1) * LOBBY_PAGE_SIZE, current * LOBBY_PAGE_SIZE),
      page: current,
      totalPages,
    };
  } else if (filter === 'FAV')
    data = favourites.data && {
      games: favourites.data.content,
      page: favourites.data.pageNum,
      totalPages: favourites.data.totalPages,
    };
  else if (filter === 'RECENT')
    data = recent.data && {
      games: recent.data.list,
      page: recent.data.page,
      totalPages: recent.data.totalPages,
    };
  return { data, query, busy: Boolean((query as { isPlaceholderData?: boolean }).isPlaceholderData) };
}

/**
 * A game lobby (spec §2: /live, /fish, /rng?vassalage=, /pvp, /inHouse): the vendor menu, the
 * classify menu (only with more than one option), the filters, 28 games a page with pagination
 * margin 2 and range 5. The choices live in the URL, so back and forward and links keep them.
 */
export function GamesLobby({ category }: { category: GameCategory }) {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const menus = useGameMenus();
  const entry = menus.data?.find((candidate) => candidate.gameCategory === category);
  const vassalage = params.get('vassalage') ?? undefined;
  const classify = (params.get('classify') ?? undefined) as GameClassify | undefined;
  const asked = (params.get('filter') ?? 'ALL') as LobbyFilter;
  const filter: LobbyFilter =
    LOBBY_FILTERS.includes(asked) && (loggedIn || !MEMBER_FILTERS.has(asked)) ? asked : 'ALL';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lobby = useLobbyPage(filter, { gameType: category, vassalage, gameClassify: classify }, page);

  const choose = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const classifyOptions = entry?.gameClassify ?? [];
  return (
    <div className={styles.lobby}>
      <VendorMenu category={category} selected={vassalage} onSelect={(code) => choose({ vassalage: code })} />
      {classifyOptions.length >= 1 ? (
        <fieldset className={styles.chips} aria-label={t('games.classify_label')} data-testid="classify-menu">
          {[undefined, ...classifyOptions].map((option) => (
            <button
              key={option ?? 'ALL'}
              type="button"
              className={styles.chip}
              aria-pressed={classify === option}
              onClick={() => choose({ classify: option ?? null })}
            >
              {option ? t(`games.classify.${option}`) : t('games.filter.ALL')}
            </button>
          ))}
        </fieldset>
      ) : null}
      <fieldset className={styles.chips} aria-label={t('games.filter_label')}>
        {LOBBY_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={filter === option}
            onClick={() => {
              if (MEMBER_FILTERS.has(option) && !loggedIn) {
                open('login');
                return;
              }
              choose({ filter: option === 'ALL' ? null : option });
            }}
          >
            {t(`games.filter.${option}`)}
          </button>
        ))}
      </fieldset>
      {lobby.data ? (
        lobby.data.games.length ? (
          <div className={styles.stack}>
            <GameGrid games={lobby.data.games} busy={lobby.busy} />
            <Pagination
              page={lobby.data.page}
              pages={lobby.data.totalPages}
              onPage={(next) => {
                choose({ page: String(next) });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              marginPages={2}
              pageRange={5}
              label={t('games.pages')}
            />
          </div>
        ) : (
          <EmptyState icon={CATEGORY_ICONS[category]} />
        )
      ) : lobby.query.isError ? (
        <ListError error={lobby.query.error} onRetry={() => void lobby.query.refetch()} />
      ) : (
        // A screen tall while the first page of games loads: the footer stays below the fold instead
        // of being drawn and then pushed away when the games arrive (layout shift).
        <div style={{ minHeight: '100vh' }}>
          <ListSkeleton rows={4} />
        </div>
      )}
    </div>
  );
}
