// The auth feature's lazy entry: the account modals and free play load on demand. Each loader stays an
// import() so what it loads remains a chunk of its own: an entry that re-exported them statically would
// pull them into whichever chunk imports it (the header is in the first download).
export const loadAuthModals = () => import('./components/auth-modals-route.tsx');
export const loadFreePlay = () => import('./free-play.ts');
