import { useTranslation } from 'react-i18next';
import { BrandLoader } from '../components/ui/brand-loader.tsx';
import { useLoaderVisible } from '../lib/loader.ts';

export function GlobalLoader() {
  const { t } = useTranslation();
  return useLoaderVisible() ? <BrandLoader fullscreen label={t('common.loading')} /> : null;
}
