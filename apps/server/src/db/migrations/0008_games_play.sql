CREATE TABLE "bet_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" varchar(32) NOT NULL,
	"round_id" varchar(64) NOT NULL,
	"node_id" integer,
	"game_code" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_records_status" CHECK ("bet_records"."status" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "bet_records_amounts" CHECK ("bet_records"."stake" >= 0 and "bet_records"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" varchar(32) NOT NULL,
	"node_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_integrations" (
	"vendor_code" varchar(32) PRIMARY KEY NOT NULL,
	"launch_url" varchar(300) NOT NULL,
	"launch_target" varchar(8) DEFAULT 'iframe' NOT NULL,
	"api_secret" text NOT NULL,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"wallet_api_url" varchar(300),
	CONSTRAINT "vendor_integrations_target" CHECK ("vendor_integrations"."launch_target" in ('iframe', 'window'))
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" varchar(32) NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" varchar(64) NOT NULL,
	"ref_transaction_id" varchar(64),
	"amount" bigint NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"answer" jsonb NOT NULL,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transactions_kind" CHECK ("vendor_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "vendor_transactions_amount" CHECK ("vendor_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_wallet_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" varchar(32) NOT NULL,
	"transfer_key" varchar(128) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_wallet_transfers_direction" CHECK ("vendor_wallet_transfers"."direction" in ('in', 'out')),
	CONSTRAINT "vendor_wallet_transfers_status" CHECK ("vendor_wallet_transfers"."status" in ('pending', 'done', 'reversed')),
	CONSTRAINT "vendor_wallet_transfers_amount" CHECK ("vendor_wallet_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD CONSTRAINT "vendor_integrations_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ADD CONSTRAINT "vendor_wallet_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ADD CONSTRAINT "vendor_wallet_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ADD CONSTRAINT "vendor_wallet_transfers_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_records_vendor_round" ON "bet_records" USING btree ("vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "bet_records_member_time" ON "bet_records" USING btree ("member_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bet_records_winners" ON "bet_records" USING btree ("merchant_id","settled_at" DESC NULLS LAST) WHERE "bet_records"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "favourite_games_member_time" ON "favourite_games" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recent_games_member_time" ON "recent_games" USING btree ("member_id","last_played_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_member" ON "game_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_vendor_tx" ON "vendor_transactions" USING btree ("vendor_code","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_rollback_ref" ON "vendor_transactions" USING btree ("vendor_code","ref_transaction_id") WHERE "vendor_transactions"."kind" = 'rollback';--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_wallet_transfers_key" ON "vendor_wallet_transfers" USING btree ("transfer_key");--> statement-breakpoint
CREATE INDEX "vendor_wallet_transfers_pending" ON "vendor_wallet_transfers" USING btree ("created_at") WHERE "vendor_wallet_transfers"."status" = 'pending';