CREATE TABLE "job_heartbeats" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_heartbeats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"period_key" varchar(32) NOT NULL,
	"node_id" varchar(128) NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job" varchar(64) NOT NULL,
	"merchant_id" integer,
	"paused_by" integer,
	"paused_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_pauses_job" UNIQUE NULLS NOT DISTINCT("job","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job" varchar(64) NOT NULL,
	"merchant_id" integer,
	"period_key" varchar(32) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(16) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"node_id" varchar(128),
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"error" text,
	"reruns" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_runs_period" UNIQUE NULLS NOT DISTINCT("job","merchant_id","period_key"),
	CONSTRAINT "job_runs_status" CHECK ("job_runs"."status" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "job_runs_error" CHECK (char_length("job_runs"."error") <= 2000),
	CONSTRAINT "job_runs_counts" CHECK ("job_runs"."attempts" >= 0 and "job_runs"."reruns" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_daily_turnover" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"bets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "member_daily_turnover_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day"),
	CONSTRAINT "member_daily_turnover_amounts" CHECK ("member_daily_turnover"."bets" >= 0 and "member_daily_turnover"."stake" >= 0 and "member_daily_turnover"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"path" varchar(300) PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proof_bytes" (
	"proof_id" bigint PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_policies" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "login_history" ALTER COLUMN "at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_identities" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_known_ips" ALTER COLUMN "first_seen_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "last_seen_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bet_records" ALTER COLUMN "placed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "favourite_games" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "recent_games" ALTER COLUMN "last_played_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_vendors" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "in_house_round_actions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "in_house_rounds" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "in_house_seed_pairs" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "operator_sessions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "operator_sessions" ALTER COLUMN "last_seen_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payment_channels" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payment_channels" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_callbacks" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_sessions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "system_settings" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "captchas" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawal_policies" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_pauses" ADD CONSTRAINT "job_pauses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_pauses" ADD CONSTRAINT "job_pauses_paused_by_operators_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_turnover" ADD CONSTRAINT "member_daily_turnover_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_turnover" ADD CONSTRAINT "member_daily_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proof_bytes" ADD CONSTRAINT "withdrawal_proof_bytes_proof_id_withdrawal_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."withdrawal_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_heartbeats_period" ON "job_heartbeats" USING btree ("period_key");--> statement-breakpoint
CREATE INDEX "job_runs_claim_pending" ON "job_runs" USING btree ("next_attempt_at") WHERE "job_runs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_runs_claim_expired" ON "job_runs" USING btree ("lease_until") WHERE "job_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "job_runs_recent" ON "job_runs" USING btree ("period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_runs_open" ON "job_runs" USING btree ("job","status") WHERE "job_runs"."status" <> 'done';--> statement-breakpoint
CREATE INDEX "bet_records_merchant_time" ON "bet_records" USING btree ("merchant_id","placed_at");--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" DROP COLUMN "file_name";