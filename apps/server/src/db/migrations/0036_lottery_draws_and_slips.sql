CREATE TABLE "lottery_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slip_id" bigint NOT NULL,
	"market" varchar(24) NOT NULL,
	"selection" varchar(32) NOT NULL,
	"stake" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"liability" bigint NOT NULL,
	"payout" bigint,
	CONSTRAINT "lottery_bets_stake" CHECK ("lottery_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"lottery_id" bigint NOT NULL,
	"draw_id" varchar(64) NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_draws_status" CHECK ("lottery_draws"."status" in ('open', 'drawn', 'settled', 'cancelled')),
	CONSTRAINT "lottery_draws_times" CHECK ("lottery_draws"."opens_at" <= "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draws_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_row_id" bigint NOT NULL,
	"market" varchar(24) NOT NULL,
	"selection" varchar(32) NOT NULL,
	"liability" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_row_id_market_selection_pk" PRIMARY KEY("draw_row_id","market","selection"),
	CONSTRAINT "lottery_exposure_liability" CHECK ("lottery_exposure"."liability" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"game_code" varchar(24) NOT NULL,
	"family" varchar(16) NOT NULL,
	"schedule" varchar(64) NOT NULL,
	"close_before_seconds" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"odds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_exposure" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_games_close" CHECK ("lottery_games"."close_before_seconds" >= 0),
	CONSTRAINT "lottery_games_limits" CHECK ("lottery_games"."min_stake" > 0 and "lottery_games"."max_stake" >= "lottery_games"."min_stake" and "lottery_games"."max_exposure" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_slips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_row_id" bigint NOT NULL,
	"slip_key" uuid NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_slips_status" CHECK ("lottery_slips"."status" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "lottery_slips_amounts" CHECK ("lottery_slips"."stake" > 0 and coalesce("lottery_slips"."payout", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_lottery_id_lottery_games_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lottery_games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_row_id_lottery_draws_id_fk" FOREIGN KEY ("draw_row_id") REFERENCES "public"."lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_draw_row_id_lottery_draws_id_fk" FOREIGN KEY ("draw_row_id") REFERENCES "public"."lottery_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_slip" ON "lottery_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_time" ON "lottery_draws" USING btree ("lottery_id","draws_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_public_id" ON "lottery_draws" USING btree ("merchant_id","draw_id");--> statement-breakpoint
CREATE INDEX "lottery_draws_pending" ON "lottery_draws" USING btree ("draws_at") WHERE "lottery_draws"."status" in ('open', 'drawn');--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_code" ON "lottery_games" USING btree ("merchant_id","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_key" ON "lottery_slips" USING btree ("member_id","slip_key");--> statement-breakpoint
CREATE INDEX "lottery_slips_member" ON "lottery_slips" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lottery_slips_draw_open" ON "lottery_slips" USING btree ("draw_row_id") WHERE "lottery_slips"."status" = 'open';