import { createStore, useStore } from './external-store.ts';

/**
 * One prompt dialog at a time for the messages the spec shows in a dialog with a confirm button:
 * in_need_true_account, a failed SMS send (spec §7), in_been_out. `message` is a translation key
 * unless `text` (already the user's words, e.g. the server's message) is given.
 */
export interface Notice {
  tone: 'warning' | 'info' | 'success';
  message?: string;
  text?: string;
  values?: Record<string, string | number>;
  /** Runs when the dialog is confirmed or dismissed. */
  onClose?: () => void;
}

const noticeStore = createStore<Notice | null>(null);

export function showNotice(notice: Notice): void {
  noticeStore.set(notice);
}

export function closeNotice(): void {
  const notice = noticeStore.get();
  noticeStore.set(null);
  notice?.onClose?.();
}

export const useNotice = () => useStore(noticeStore);

/** Spec §6/§8: what a trial member is told when reaching for something that needs a real account. */
export function showNeedRealAccount(): void {
  showNotice({ tone: 'warning', message: 'in_need_true_account' });
}

/** A short message that disappears by itself (copy_success, the §4 transaction notices). */
export interface Toast {
  id: number;
  message: string;
  tone: 'neutral' | 'success' | 'warning';
}

const TOAST_MS = 2500;
const toastStore = createStore<Toast | null>(null);
let toastId = 0;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

export function showToast(
  message: string,
  options: { tone?: Toast['tone']; durationMs?: number } = {},
): void {
  toastId += 1;
  toastStore.set({ id: toastId, message, tone: options.tone ?? 'neutral' });
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => toastStore.set(null), options.durationMs ?? TOAST_MS);
}

export const useToast = () => useStore(toastStore);

/** Drops any prompt and toast without running callbacks (a fresh page state, as tests need). */
export function clearNotices(): void {
  noticeStore.set(null);
  clearTimeout(toastTimer);
  toastStore.set(null);
}
