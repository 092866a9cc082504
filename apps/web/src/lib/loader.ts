import { createStore, useStore } from './external-store.ts';

/** The full-screen loader shown during actions that leave the page (logout); a route change hides it. */
const loaderStore = createStore(false);

export const showLoader = () => loaderStore.set(true);
export const hideLoader = () => loaderStore.set(false);
export const useLoaderVisible = () => useStore(loaderStore);
