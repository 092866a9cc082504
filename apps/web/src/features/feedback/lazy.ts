// The feedback feature's lazy entry: the member centre's Feedback tab, a chunk of its own.
export const loadFeedbackTab = () => import('./components/feedback-tab.tsx');
