// The point mall feature's lazy entry: its page loads on demand, a chunk of its own.
export const loadPointMallPage = () => import('./components/point-mall-page.tsx');
