import { useTranslation } from 'react-i18next';

/** A market's and an odds key's names in the reader's words; an unnamed one shows its code. */
export function useLotteryWords() {
  const { t } = useTranslation();
  const market = (code: string) => t(`lotteries.markets.${code}`, { defaultValue: code });
  return {
    market,
    family: (code: string) => t(`lotteries.families.${code}`, { defaultValue: code }),
    /** A one-key market is labelled by its name; a market of several keys (dragon / tiger, 4D tiers) by both. */
    oddsLabel: (code: string, key: string) =>
      key === code
        ? market(code)
        : `${market(code)} · ${t(`lotteries.oddsKeys.${key}`, { defaultValue: key })}`,
  };
}
