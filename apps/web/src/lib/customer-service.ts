/** Spec §9: the customer-service window opens at 440×750. */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

export function openCustomerService(path: string): void {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, Math.round((window.screen.availWidth - width) / 2));
  const top = Math.max(0, Math.round((window.screen.availHeight - height) / 2));
  const opened = window.open(
    path,
    'customer-service',
    `width=${width},height=${height},left=${left},top=${top}`,
  );
  // The chat is often a third-party page: it must not be able to navigate this tab.
  if (opened) opened.opener = null;
}
