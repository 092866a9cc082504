import { merchantDomains, merchants } from '../modules/merchants/merchants.tables.ts';
import type { TestApp } from './test-app.ts';

/**
 * A merchant besides the seeded demo one, served on its own domain (English, USD): for proving
 * that one merchant's site never reaches another's data.
 */
export async function addSecondMerchant(
  t: TestApp,
  brand: { code: string; brandName: string; licenseNumber: string; domain: string },
) {
  const [merchant] = await t.database.db
    .insert(merchants)
    .values({
      createdAt: t.ctx.system.now(),
      code: brand.code,
      brandName: brand.brandName,
      licenseNumber: brand.licenseNumber,
      copyrightYear: 2025,
      defaultLanguage: 'EN',
      languages: ['EN'],
      currencyCode: 'USD',
      currencySymbol: '$',
      currencyExponent: 2,
      mainDomain: brand.domain,
    })
    .returning();
  if (!merchant) throw new Error('the second merchant was not created');
  await t.database.db
    .insert(merchantDomains)
    .values({ merchantId: merchant.id, domain: brand.domain, lineName: 'Main' });
  return merchant;
}
