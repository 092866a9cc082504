// The home feature's public entry: the landing page is part of the first download.
export { HomePage } from './components/home-page.tsx';
