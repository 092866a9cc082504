/** Image paths of the image host (spec §3), relative to the configured base URL. */
function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`;
}

export const imageUrls = {
  vendorIconSmall: (base: string, vendor: string) =>
    join(base, `TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${encodeURIComponent(vendor)}-DEFAULT.png`),
  countryFlag: (base: string, code: string) => join(base, `COUNTRY_FLAG/${encodeURIComponent(code)}.png`),
  defaultAvatar: (base: string) => join(base, 'DEFAULT/avatar.png'),
  defaultGameIcon: (base: string) => join(base, 'DEFAULT/game-icon.png'),
};
