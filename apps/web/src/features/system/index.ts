// The system feature's public entry: the gate in front of the site, its configuration and white label.
export { usePermission } from './api/use-permission.ts';
export { useSiteConfig } from './api/use-site-config.ts';
export { type SiteFeatures, useSiteFeatures } from './api/use-site-features.ts';
export { useWhitelabel } from './api/use-whitelabel.ts';
export { SystemGate } from './components/system-gate.tsx';
export { isFeatureOn, isModuleEnabled } from './whitelabel.ts';
