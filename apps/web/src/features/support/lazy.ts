// The support chat's lazy entry: the page opened in the customer-service window, a chunk of its own.
export const loadSupportPage = () => import('./components/support-page.tsx');
