// The content feature's lazy entry for sections of other pages: the agent centre's announcements.
// Kept apart from lazy.ts on purpose, as the wallet's lazy-tabs.ts is: lazy.ts is part of the first
// download, and a module of the first download that a lazy chunk imports too makes the bundler split
// shared code out of the first download into extra chunks.
export const loadAnnouncementList = () => import('./components/announcement-list.tsx');
