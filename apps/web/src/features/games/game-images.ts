import { createContext, useContext } from 'react';
import { imageUrls } from '../../lib/images.ts';

/** The image host's base URL (site config), given by the page that shows game cards. */
export const ImageBaseContext = createContext('/images');

/** Spec §3: a missing game image falls back to the image host's default game icon. */
export function useDefaultGameIcon(): string {
  return imageUrls.defaultGameIcon(useContext(ImageBaseContext));
}
