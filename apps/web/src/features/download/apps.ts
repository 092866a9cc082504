import type { Resource } from '@platform/contract/system';
import type { IconName } from '../../components/ui/icon.tsx';
import { absoluteUrl, type DownloadKey, type DownloadView, findResource } from '../../lib/downloads.ts';

export interface DownloadApp {
  view: DownloadView;
  key: DownloadKey;
  icon: IconName;
  /** The install steps' words: `download.<guide>_step<n>`. */
  guide: 'ios' | 'android' | 'lite';
  /** Where the operator serves the app (its resource link), absolute. */
  url: string;
}

const APPS: ReadonlyArray<Omit<DownloadApp, 'url'>> = [
  { view: 'ios', key: 'IOS_APP', icon: 'apple', guide: 'ios' },
  { view: 'android', key: 'ANDROID_APP', icon: 'android', guide: 'android' },
  { view: 'ios-lite', key: 'IOS_LITE_APP', icon: 'smartphone', guide: 'lite' },
];

/** The apps the operator has configured a link for, in the order /down shows them. */
export function configuredApps(resources: readonly Resource[]): DownloadApp[] {
  return APPS.flatMap((app) => {
    const resource = findResource(resources, app.key);
    return resource ? [{ ...app, url: absoluteUrl(resource.url) }] : [];
  });
}

/** Install steps per app. */
export const GUIDE_STEPS = 3;
