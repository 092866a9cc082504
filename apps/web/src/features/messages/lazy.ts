// The platform messages feature's lazy entry: the member centre's messageV2 tab, a chunk of its own.
export const loadMessagesTab = () => import('./components/messages-tab.tsx');
