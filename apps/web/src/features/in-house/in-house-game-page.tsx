import { InHouseGameSchema } from '@platform/contract/in-house';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { GAME_PAGES } from './games/registry.ts';

/**
 * /inHouse/:game: one of our own games (DESIGN §6). The route sits behind the login guard; an
 * unknown game name is the site's not-found page, which the route hands in (features never read
 * the app's pages).
 */
export default function InHouseGamePage({ notFound }: { notFound: ReactNode }) {
  const checked = InHouseGameSchema.safeParse(useParams().game);
  if (!checked.success) return notFound;
  const GamePage = GAME_PAGES[checked.data];
  // Keyed by game: moving from one table to another starts the new one fresh.
  return <GamePage key={checked.data} />;
}
