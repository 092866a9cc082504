import type { Language } from '@platform/contract/i18n';
import type { FastifyRequest } from 'fastify';
import type { GeoLookup } from '../modules/geo/geo.service.ts';
import { type Merchant, type MerchantDeps, resolveMerchant } from '../modules/merchants/merchants.service.ts';
import { AppError } from './app-error.ts';

/** The merchant whose site the request is for, or the spec's "Invalid URL" answer. */
export async function requireMerchant(deps: MerchantDeps, request: FastifyRequest): Promise<Merchant> {
  const merchant = await resolveMerchant(deps, request.host);
  if (!merchant) throw new AppError('MERCHANT_NOT_FOUND', 'Invalid URL, please contact customer service');
  return merchant;
}

/** The visitor's address (X-Forwarded-For is honoured only from trusted proxies) and country. */
export function visitorOf(geo: GeoLookup, request: FastifyRequest) {
  return { ip: request.ip, country: geo.countryOf(request.ip) };
}

/** The asked language when the merchant offers it, else the merchant's default. */
export function languageFor(merchant: Merchant, asked: Language | undefined): Language {
  return asked && merchant.languages.includes(asked) ? asked : merchant.defaultLanguage;
}
