import { LOBBY_PAGE_SIZE } from '@platform/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFavouriteList } from '../api/use-favourite-list.ts';
import { useRecentGames } from '../api/use-recent-games.ts';
import { ImageBaseContext } from '../game-images.ts';
import { GameDialogs } from './game-dialogs.tsx';
import { GameGrid } from './game-grid.tsx';
import styles from './games-lobby.module.css';

/** AccountGame (lazy area): /favorite and /recent, the member's own games (login required). */
export default function AccountGamePage({
  list,
  imageBaseUrl,
}: {
  list: 'favorite' | 'recent';
  imageBaseUrl?: string;
}) {
  const { t } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const favourites = useFavouriteList(
    { pageNo: page, pageSize: LOBBY_PAGE_SIZE },
    { enabled: list === 'favorite' },
  );
  const recent = useRecentGames({ page, pageSize: LOBBY_PAGE_SIZE }, { enabled: list === 'recent' });
  const query = list === 'favorite' ? favourites : recent;
  const data =
    list === 'favorite'
      ? favourites.data && {
          games: favourites.data.content,
          page: favourites.data.pageNum,
          pages: favourites.data.totalPages,
        }
      : recent.data && { games: recent.data.list, page: recent.data.page, pages: recent.data.totalPages };
  return (
    <ImageBaseContext.Provider value={imageBaseUrl ?? '/images'}>
      <Page>
        <PageHeader
          icon={list === 'favorite' ? 'heart' : 'clock'}
          eyebrow={t('games.account_eyebrow')}
          title={t(`games.${list}_title`)}
          description={t(`games.${list}_desc`)}
        />
        {data ? (
          data.games.length ? (
            <div className={styles.stack}>
              <GameGrid games={data.games} busy={query.isPlaceholderData} />
              <Pagination
                page={data.page}
                pages={data.pages}
                onPage={setPage}
                marginPages={2}
                pageRange={5}
                label={t('games.pages')}
              />
            </div>
          ) : (
            <EmptyState icon={list === 'favorite' ? 'heart' : 'clock'}>
              <p>{t(`games.${list}_empty`)}</p>
            </EmptyState>
          )
        ) : query.isError ? (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ListSkeleton rows={3} />
        )}
        <GameDialogs />
      </Page>
    </ImageBaseContext.Provider>
  );
}
