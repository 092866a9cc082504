// The promotions feature's lazy entry: its page loads on demand, a chunk of its own.
export const loadPromotionsPage = () => import('./components/promotions-page.tsx');
