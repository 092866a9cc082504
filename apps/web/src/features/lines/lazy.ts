// The line-detection feature's lazy entry: its page loads on demand, a chunk of its own.
export const loadLineDetectionPage = () => import('./components/line-detection-page.tsx');
