import TransactionHistoryTab from './transaction-history-tab.tsx';

/** Spec §2 bonus details: the bonuses credited to the wallet, as the account record shows them. */
export default function BonusDetailsTab() {
  return <TransactionHistoryTab onlyKind="bonus" />;
}
