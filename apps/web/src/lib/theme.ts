import { createStore, useStore } from './external-store.ts';
import { LOCAL_KEYS, readItem, writeItem } from './storage.ts';

export type Theme = 'dark' | 'light';

function storedTheme(): Theme {
  return readItem('local', LOCAL_KEYS.theme) === 'light' ? 'light' : 'dark';
}

const themeStore = createStore<Theme>(storedTheme());

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme === 'light' ? '#ffffff' : '#0f1420');
}

/** Applies the remembered theme (boot.js already did before paint; this keeps the store in step). */
export function initTheme(): void {
  const theme = storedTheme();
  themeStore.set(theme);
  applyTheme(theme);
}

export function setTheme(theme: Theme): void {
  writeItem('local', LOCAL_KEYS.theme, theme);
  themeStore.set(theme);
  applyTheme(theme);
}

export function useTheme(): Theme {
  return useStore(themeStore);
}
