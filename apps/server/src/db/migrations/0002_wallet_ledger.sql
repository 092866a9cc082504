CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"kind" varchar(24) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"caches_balance" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_id_merchant" UNIQUE("id","merchant_id"),
	CONSTRAINT "ledger_accounts_balance_non_negative" CHECK (not "ledger_accounts"."caches_balance" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."member_id" is null) = not "ledger_accounts"."caches_balance")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"reference" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_id_merchant" UNIQUE("id","merchant_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_merchant" FOREIGN KEY ("transfer_id","merchant_id") REFERENCES "public"."ledger_transfers"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_merchant" FOREIGN KEY ("account_id","merchant_id") REFERENCES "public"."ledger_accounts"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_kind" ON "ledger_accounts" USING btree ("member_id","kind") WHERE "ledger_accounts"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_merchant_kind" ON "ledger_accounts" USING btree ("merchant_id","kind") WHERE "ledger_accounts"."member_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id") WHERE "ledger_entries"."balance_after" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency" ON "ledger_transfers" USING btree ("merchant_id","idempotency_key");