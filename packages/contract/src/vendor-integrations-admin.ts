import { z } from 'zod';
import { VENDOR_CODE_PATTERN, VendorCodeSchema } from './games.ts';
import { text } from './text.ts';

/*
 * How the installation reaches each game vendor (vendors.integrate, audited): where its games
 * open, the addresses its wallet calls may come from, and the secret both sides sign with. The
 * integrations are the installation's, shared by every merchant it runs.
 */

export const LAUNCH_TARGETS = ['iframe', 'window'] as const;
export const LaunchTargetSchema = z.enum(LAUNCH_TARGETS);
export type LaunchTarget = z.infer<typeof LaunchTargetSchema>;

/** At most this many addresses or blocks per vendor: an aggregator publishes a handful. */
export const ALLOWED_ADDRESSES_MAX = 50;
/** How long the key before a rotation stays valid, so the vendor can switch without a failed call. */
export const SECRET_GRACE_MINUTES_MAX = 7 * 24 * 60;

const ADDRESS = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** One IPv4 or IPv6 address, or a CIDR block of either (`203.0.113.0/24`, `2001:db8::/32`). */
export const AllowedAddressSchema = text()
  .trim()
  .min(2)
  .max(49)
  .refine((value) => ADDRESS.safeParse(value).success, 'An IP address or a CIDR block');

/** The addresses a vendor's wallet calls may come from; an empty list would refuse every call. */
export const AllowedAddressListSchema = z
  .array(AllowedAddressSchema)
  .min(1, 'Allow at least one address')
  .max(ALLOWED_ADDRESSES_MAX)
  .refine((list) => new Set(list).size === list.length, 'An address is listed twice');

export const AdminVendorIntegrationSchema = z.object({
  vendorCode: text(),
  displayName: text(),
  launchUrl: text(),
  launchTarget: LaunchTargetSchema,
  allowedIps: z.array(text()),
  walletApiUrl: text().nullable(),
  /** When the signing secret was last replaced from the console; null if never. */
  secretRotatedAt: text().nullable(),
  /** Until when the secret before the last rotation is still accepted; null when it no longer is. */
  previousSecretUntil: text().nullable(),
});
export type AdminVendorIntegration = z.infer<typeof AdminVendorIntegrationSchema>;

export const AdminVendorIntegrationListSchema = z.object({ list: z.array(AdminVendorIntegrationSchema) });

export const VendorIntegrationParamsSchema = z.strictObject({ vendorCode: VendorCodeSchema });

/** What the console changes of an integration; the launch address itself comes with the vendor's contract. */
export const VendorIntegrationPatchSchema = z
  .strictObject({
    launchTarget: LaunchTargetSchema.optional(),
    allowedIps: AllowedAddressListSchema.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type VendorIntegrationPatch = z.infer<typeof VendorIntegrationPatchSchema>;

export const RotateVendorSecretSchema = z.strictObject({
  /** Minutes the old secret keeps working beside the new one; 0 ends it at once. */
  graceMinutes: z.number().int().min(0).max(SECRET_GRACE_MINUTES_MAX),
});
export type RotateVendorSecret = z.infer<typeof RotateVendorSecretSchema>;

/** The new secret (of a rotation or an onboarding), answered this once to give to the vendor; the server keeps it sealed. */
export const RotatedVendorSecretSchema = z.object({
  integration: AdminVendorIntegrationSchema,
  secret: text(),
});
export type RotatedVendorSecret = z.infer<typeof RotatedVendorSecretSchema>;

export const VENDOR_WALLET_MODES = ['seamless', 'transfer'] as const;
export const VendorWalletModeSchema = z.enum(VENDOR_WALLET_MODES);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An address of the vendor's: https, since signed money calls and launch tokens travel on it; plain
 * http only on this machine, for a studio's own test rig.
 */
export const VendorUrlSchema = text()
  .trim()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.username || url.password) return false;
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
    } catch {
      return false;
    }
  }, 'An https address, like https://games.example.com/launch');

/**
 * A new vendor for the installation (vendors.integrate, audited). A seamless vendor calls our
 * wallet API; a transfer vendor keeps its own wallet, which we call at `walletApiUrl`.
 */
export const OnboardVendorSchema = z
  .strictObject({
    vendorCode: text().regex(VENDOR_CODE_PATTERN, '2 to 32 capital letters, digits or _'),
    displayName: text().trim().min(1).max(64),
    walletMode: VendorWalletModeSchema,
    launchUrl: VendorUrlSchema,
    launchTarget: LaunchTargetSchema,
    allowedIps: AllowedAddressListSchema,
    walletApiUrl: VendorUrlSchema.optional(),
  })
  .superRefine((input, context) => {
    const needsWallet = input.walletMode === 'transfer';
    if (needsWallet && !input.walletApiUrl)
      context.addIssue({
        code: 'custom',
        path: ['walletApiUrl'],
        message: 'A transfer vendor needs its wallet address',
      });
    if (!needsWallet && input.walletApiUrl)
      context.addIssue({
        code: 'custom',
        path: ['walletApiUrl'],
        message: 'A seamless vendor calls our wallet; it has none',
      });
  });
export type OnboardVendorInput = z.infer<typeof OnboardVendorSchema>;
