CREATE TABLE "member_bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_name" varchar(64) NOT NULL,
	"account_number" varchar(34) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_policies" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_count" smallint NOT NULL,
	"receipt_confirm_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_policies_limits" CHECK ("withdrawal_policies"."min_amount" > 0 and "withdrawal_policies"."max_amount" >= "withdrawal_policies"."min_amount" and "withdrawal_policies"."daily_count" > 0 and "withdrawal_policies"."receipt_confirm_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdrawal_id" bigint NOT NULL,
	"file_name" varchar(64) NOT NULL,
	"content_type" varchar(16) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_proofs_type" CHECK ("withdrawal_proofs"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"bank_account_id" bigint,
	"bank_name" varchar(64) NOT NULL,
	"account_number" varchar(34) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"request_digest" varchar(64) NOT NULL,
	"review_note" varchar(200),
	"reviewed_by" integer,
	"receipt_answer" varchar(20),
	"disputed_amount" bigint,
	"refunded_amount" bigint,
	"closed_as" varchar(16),
	"receipt_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('requested', 'approved', 'rejected', 'paid', 'disputed', 'closed')),
	CONSTRAINT "withdrawals_disputed_amount" CHECK ("withdrawals"."disputed_amount" is null or ("withdrawals"."disputed_amount" > 0 and "withdrawals"."disputed_amount" <= "withdrawals"."amount")),
	CONSTRAINT "withdrawals_refunded_amount" CHECK ("withdrawals"."refunded_amount" is null or ("withdrawals"."refunded_amount" > 0 and "withdrawals"."refunded_amount" <= "withdrawals"."disputed_amount"))
);
--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_policies" ADD CONSTRAINT "withdrawal_policies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_member_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."member_bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_accounts_number" ON "member_bank_accounts" USING btree ("member_id","bank_name","account_number");--> statement-breakpoint
CREATE INDEX "withdrawal_proofs_withdrawal" ON "withdrawal_proofs" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_no" ON "withdrawals" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_request" ON "withdrawals" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_status_created" ON "withdrawals" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_receipt_due" ON "withdrawals" USING btree ("receipt_deadline") WHERE "withdrawals"."status" = 'paid';