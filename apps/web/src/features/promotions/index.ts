// The promotions feature's public entry: the list the side menu reads. Its page loads through lazy.ts.
export { usePromotions } from './api/use-promotions.ts';
