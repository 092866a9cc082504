// The system feature's public entry: the gate in front of the site, its configuration and white label.
export { useSiteConfig } from './api/use-site-config.ts';
export { useWhitelabel } from './api/use-whitelabel.ts';
export { SystemGate } from './components/system-gate.tsx';
export { isModuleEnabled } from './whitelabel.ts';
