// The responsible-gaming feature's lazy entries: the member-centre tab and the app-wide reality
// check, each a chunk of its own.
export const loadResponsibleTab = () => import('./components/responsible-tab.tsx');
export const loadRealityCheck = () => import('./components/reality-check.tsx');
