// The auth feature's public entry: what other parts use statically. Its screens load through lazy.ts.
export { useLogout } from './api/use-logout.ts';
