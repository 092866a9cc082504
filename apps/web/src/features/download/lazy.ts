// The download feature's lazy entry: its page loads on demand, a chunk of its own.
export const loadDownloadPage = () => import('./components/download-page.tsx');
