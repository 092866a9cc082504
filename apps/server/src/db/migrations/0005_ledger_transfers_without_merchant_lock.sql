ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_merchant_id_merchants_id_fk";
