// The content feature's public entry: the pop-up session the layout reads, the notices the home
// route asks for early (to hold the marquee's place). Its screens load through
// lazy.ts; the banner query is shared by the shell, the home page and the account modals, so it lives
// with the banner components in components/content/.
export { useNotices } from './api/use-notices.ts';
export { isPopupClosed } from './popup-session.ts';
