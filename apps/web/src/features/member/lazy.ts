// The member feature's lazy entry: the member centre loads on demand, a chunk of its own.
export const loadMemberCenterPage = () => import('./components/member-center-page.tsx');
