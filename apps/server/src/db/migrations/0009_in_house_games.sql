CREATE TABLE "in_house_limits" (
	"merchant_id" integer NOT NULL,
	"game" varchar(16) NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	CONSTRAINT "in_house_limits_merchant_id_game_pk" PRIMARY KEY("merchant_id","game"),
	CONSTRAINT "in_house_limits_range" CHECK ("in_house_limits"."min_stake" > 0 and "in_house_limits"."max_stake" >= "in_house_limits"."min_stake")
);
--> statement-breakpoint
CREATE TABLE "in_house_round_actions" (
	"round_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"action_key" uuid NOT NULL,
	"action" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_house_round_actions_round_id_seq_pk" PRIMARY KEY("round_id","seq")
);
--> statement-breakpoint
CREATE TABLE "in_house_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_house_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"round_key" uuid NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"game" varchar(16) NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"trial" boolean NOT NULL,
	"stake" bigint NOT NULL,
	"total_return" bigint,
	"bets" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "in_house_rounds_status" CHECK ("in_house_rounds"."status" in ('open', 'settled')),
	CONSTRAINT "in_house_rounds_amounts" CHECK ("in_house_rounds"."stake" > 0 and coalesce("in_house_rounds"."total_return", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "in_house_seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "in_house_seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "in_house_seed_pairs_nonce" CHECK ("in_house_seed_pairs"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "in_house_limits" ADD CONSTRAINT "in_house_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_house_round_actions" ADD CONSTRAINT "in_house_round_actions_round_id_in_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."in_house_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_house_rounds" ADD CONSTRAINT "in_house_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_house_rounds" ADD CONSTRAINT "in_house_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_house_rounds" ADD CONSTRAINT "in_house_rounds_seed_pair_id_in_house_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."in_house_seed_pairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_house_seed_pairs" ADD CONSTRAINT "in_house_seed_pairs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_house_seed_pairs" ADD CONSTRAINT "in_house_seed_pairs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "in_house_round_actions_key" ON "in_house_round_actions" USING btree ("round_id","action_key");--> statement-breakpoint
CREATE UNIQUE INDEX "in_house_rounds_key" ON "in_house_rounds" USING btree ("member_id","round_key");--> statement-breakpoint
CREATE UNIQUE INDEX "in_house_rounds_nonce" ON "in_house_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "in_house_rounds_member" ON "in_house_rounds" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "in_house_seed_pairs_active" ON "in_house_seed_pairs" USING btree ("member_id") WHERE "in_house_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "in_house_seed_pairs_revealed" ON "in_house_seed_pairs" USING btree ("member_id","revealed_at" DESC NULLS LAST);