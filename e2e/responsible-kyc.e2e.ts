import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { apiLogin, say, waitForSignedIn } from './accounts-support.ts';
import { consoleSays, openConsole } from './backoffice-support.ts';
import { launchBrowser, openPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const support = inject('supportOperator');

const kyc = (key: string, values: Record<string, string> = {}) => say('EN', 'pages', `kyc.${key}`, values);

/** A small real photo: the server checks the bytes, not the name. */
const photo = (background: string) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background } })
    .png()
    .toBuffer();

describe('KYC: a player sends identity documents and an operator approves them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reaches tier 1 with their details, uploads a passport and a selfie, and is tier 2 once the console approves', async () => {
    const memberToken = await apiLogin(siteUrl, 'demo01', 'Demo1234');
    const { page } = await openPage(browser, {
      localStorage: { lang: 'EN' },
      sessionStorage: { token: memberToken },
    });
    await page.goto(`${siteUrl}/member?tab=verification`);
    await waitForSignedIn(page, 'EN');
    await page.getByText(kyc('tier_title', { tier: '0' })).waitFor();

    await page.getByLabel(kyc('full_name')).fill('Aung Min Thu');
    await page.getByLabel(kyc('birth_date')).fill('1990-05-17');
    await page.getByLabel(kyc('address')).fill('12 Bogyoke Road, Yangon');
    await page.getByRole('button', { name: kyc('verify') }).click();
    await page.getByText(kyc('tier_title', { tier: '1' })).waitFor();

    const documents = page.getByRole('region', { name: kyc('documents_title') });
    await documents.getByLabel(kyc('front')).setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: await photo('#3366aa'),
    });
    await documents.getByLabel(kyc('selfie')).setInputFiles({
      name: 'selfie.png',
      mimeType: 'image/png',
      buffer: await photo('#aa6633'),
    });
    await documents.getByRole('button', { name: kyc('send_documents') }).click();
    await page.getByText(kyc('statuses.pending')).waitFor();

    const desk = await openConsole(browser, siteUrl, support);
    await desk.page.getByRole('link', { name: consoleSays('kyc.reviewsTitle') }).click();
    await desk.page
      .getByRole('button', { name: consoleSays('kyc.open', { account: 'demo01' }) })
      .first()
      .click();
    const dialog = desk.page.getByRole('dialog');
    // The reviewer sees the documents themselves, fetched with the operator's token.
    await dialog.getByRole('img', { name: consoleSays('kyc.kinds.id_front') }).waitFor();
    await dialog.getByRole('img', { name: consoleSays('kyc.kinds.selfie') }).waitFor();
    await dialog.getByRole('button', { name: consoleSays('kyc.approve') }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText(kyc('tier_title', { tier: '2' })).waitFor();
    await page.getByText(kyc('statuses.approved')).waitFor();
  });
});
