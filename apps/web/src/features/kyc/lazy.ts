// The KYC feature's lazy entry: the verification tab loads on demand, a chunk of its own.
export const loadVerificationTab = () => import('./components/verification-tab.tsx');
