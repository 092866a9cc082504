import type { ConsoleRoute } from '../../app/console-route.ts';
import { KycReviewsPage } from './kyc-reviews-page.tsx';
import { KycSettingsPage } from './kyc-settings-page.tsx';

export const kycRoutes: ConsoleRoute[] = [
  {
    path: 'kyc/reviews',
    permission: 'kyc.review',
    element: <KycReviewsPage />,
    nav: { label: 'kyc.reviewsTitle', order: 36 },
  },
  {
    path: 'settings/kyc',
    permission: 'kyc.settings',
    element: <KycSettingsPage />,
    nav: { label: 'kyc.settingsTitle', group: 'settings', order: 80 },
  },
];
