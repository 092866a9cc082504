// The content feature's public entry: the pop-up session the layout reads. Its screens load through
// lazy.ts; the banner query is shared by the shell, the home page and the account modals, so it lives
// with the banner components in components/content/.
export { isPopupClosed } from './popup-session.ts';
