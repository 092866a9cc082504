// The help feature's lazy entry: its page loads on demand, a chunk of its own.
export const loadHelpPage = () => import('./components/help-page.tsx');
// The help centre modal (opened from the footer's help list): its own chunk, loaded on first open.
export const loadHelpCenterModal = () => import('./components/help-center-modal.tsx');
