import { LOBBY_PAGE_SIZE } from '@platform/contract/constants';
import { GAME_NAME_SEARCH_MAX, type GameCategory, type GameMenuEntry } from '@platform/contract/games';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAuthModal } from '../../../lib/auth-modal.ts';
import { navigableCategories } from '../../../lib/category-routes.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useFavouriteList } from '../api/use-favourite-list.ts';
import { useGameList } from '../api/use-game-list.ts';
import { useGameMenus } from '../api/use-game-menus.ts';
import { useHotGames } from '../api/use-hot-games.ts';
import { ImageBaseContext } from '../game-images.ts';
import { GameDialogs } from './game-dialogs.tsx';
import { GameGrid } from './game-grid.tsx';
import { type CurrentGameType, HomeGameMenu } from './home-game-menu.tsx';
import {
  CategoryRow,
  FavouriteRow,
  HOME_FAVOURITES_PAGE_SIZE,
  HomeSection,
  HotRow,
  PopularRow,
  RecentRow,
} from './home-game-rows.tsx';
import styles from './home-games.module.css';
import { type Currency, WinnerBoard } from './winner-board.tsx';

/** The search waits for a pause in typing, so each keystroke does not ask the server. */
const SEARCH_DEBOUNCE_MS = 300;

function isGameCategory(key: GameMenuEntry['gameCategory']): key is GameCategory {
  return key !== 'HOME' && key !== 'PROMO' && key !== 'FAV';
}

function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation('pages');
  const [pageNo, setPageNo] = useState(1);
  const results = useGameList({ gameName: term, pageNo, pageSize: LOBBY_PAGE_SIZE });
  return (
    <HomeSection title={t('home_games.results', { term })} icon="search">
      {results.data ? (
        results.data.games.length ? (
          <div className={styles.stack}>
            <GameGrid games={results.data.games} busy={results.isPlaceholderData} />
            <Pagination
              page={results.data.pageNo}
              pages={results.data.totalPages}
              onPage={setPageNo}
              marginPages={2}
              pageRange={5}
              label={t('games.pages')}
            />
          </div>
        ) : (
          <>
            <EmptyState icon="search">
              <p>{t('home_games.no_results', { term })}</p>
            </EmptyState>
            <PopularRow />
          </>
        )
      ) : results.isError ? (
        <ListError error={results.error} onRetry={() => void results.refetch()} />
      ) : (
        <ListSkeleton rows={2} />
      )}
    </HomeSection>
  );
}

function FavouriteGrid() {
  const { t } = useTranslation('pages');
  const favourites = useFavouriteList({ pageNo: 1, pageSize: HOME_FAVOURITES_PAGE_SIZE });
  return (
    <HomeSection title={t('home_games.favourites')} icon="heart">
      {favourites.data ? (
        favourites.data.content.length ? (
          <GameGrid games={favourites.data.content} />
        ) : (
          <EmptyState icon="heart">
            <p>{t('games.favorite_empty')}</p>
          </EmptyState>
        )
      ) : favourites.isError ? (
        <ListError error={favourites.error} onRetry={() => void favourites.refetch()} />
      ) : (
        <ListSkeleton rows={2} />
      )}
    </HomeSection>
  );
}

/**
 * The home page's games (spec §2 Home): the game menu, the search (trimmed; empty goes back to
 * HOME), and on HOME the rows HOT, RECENT, FAV, one per category, and the winner board.
 */
export default function HomeGames({ imageBaseUrl, currency }: { imageBaseUrl?: string; currency: Currency }) {
  const { t } = useTranslation('pages');
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const menus = useGameMenus();
  const hot = useHotGames();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [current, setCurrent] = useState<CurrentGameType>('HOME');

  const search = useCallback((text: string) => {
    const trimmed = text.trim();
    setTerm(trimmed);
    setCurrent((type) => (trimmed ? 'SEARCH' : type === 'SEARCH' ? 'HOME' : type));
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => search(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(typed);
  };

  const categories = navigableCategories(
    (menus.data ?? []).map((entry) => entry.gameCategory).filter(isGameCategory),
  );

  // A member who logs out while looking at favourites is back on HOME.
  const shown = current === 'FAV' && !loggedIn ? 'HOME' : current;
  // The rows wait for the menus (which rows there are) and the hot games (one row of tiles or two)
  // in a box a screen tall: rows drawn before then would grow and push what is below while the
  // visitor reads it (layout shift). The loaded page is the same either way.
  // Once settled it stays so: a failed answer asked again when its row mounts must not hide the rows.
  const [settled, setSettled] = useState(false);
  if (!settled && !menus.isPending && !hot.isPending) setSettled(true);
  const settling = shown === 'HOME' && !settled;

  return (
    <ImageBaseContext.Provider value={imageBaseUrl ?? '/images'}>
      <div className={styles.games} data-settling={settling || undefined}>
        <div className={styles.bar}>
          {menus.data ? (
            <HomeGameMenu
              categories={categories}
              current={shown}
              onHome={() => {
                setTyped('');
                setTerm('');
                setCurrent('HOME');
              }}
              onFavourites={() => (loggedIn ? setCurrent('FAV') : open('login'))}
            />
          ) : (
            <div className={styles.menuSkeleton} aria-hidden="true" />
          )}
          <search>
            <form className={styles.search} onSubmit={submit}>
              <Icon name="search" size={18} />
              <input
                type="search"
                value={typed}
                maxLength={GAME_NAME_SEARCH_MAX}
                enterKeyHint="search"
                onChange={(event) => setTyped(event.target.value)}
                placeholder={t('home_games.search_placeholder')}
                aria-label={t('home_games.search_label')}
              />
            </form>
          </search>
        </div>
        {settling ? null : shown === 'SEARCH' && term ? (
          <SearchResults key={term} term={term} />
        ) : shown === 'FAV' ? (
          <FavouriteGrid />
        ) : (
          <>
            <HotRow />
            {loggedIn ? <RecentRow /> : null}
            {loggedIn ? <FavouriteRow /> : null}
            {categories.map((category) => (
              <CategoryRow key={category} category={category} />
            ))}
            <WinnerBoard currency={currency} />
          </>
        )}
        <GameDialogs />
      </div>
    </ImageBaseContext.Provider>
  );
}
