ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_kind";--> statement-breakpoint
DROP INDEX "vendor_transactions_round_wins";--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD COLUMN "win_type" varchar(8);--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD COLUMN "jackpot_contribution" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_transactions_refunds" ON "vendor_transactions" USING btree ("vendor_code","ref_transaction_id") WHERE "vendor_transactions"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "vendor_transactions_round" ON "vendor_transactions" USING btree ("vendor_code","round_id");--> statement-breakpoint
-- Every win before this migration was a regular win.
UPDATE "vendor_transactions" SET "win_type" = 'regular' WHERE "kind" = 'win';--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_win_type" CHECK (("vendor_transactions"."kind" = 'win') = ("vendor_transactions"."win_type" is not null));--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_jackpot" CHECK ("vendor_transactions"."jackpot_contribution" between 0 and "vendor_transactions"."amount");--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_kind" CHECK ("vendor_transactions"."kind" in ('bet', 'win', 'rollback', 'refund'));