-- The trigram index of the game-name search (games_search_trgm) needs pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_code" varchar(32) NOT NULL,
	"game_id" varchar(64) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"game_classify" varchar(8),
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"show_icon" boolean DEFAULT true NOT NULL,
	"icon_url" varchar(300),
	"is_game" varchar(16) DEFAULT 'GAME' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_support_play" CHECK ("games"."support_play" in (0, 1)),
	CONSTRAINT "games_is_game" CHECK ("games"."is_game" in ('GAME', 'VASSALAGE'))
);
--> statement-breakpoint
CREATE TABLE "merchant_hidden_games" (
	"merchant_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	CONSTRAINT "merchant_hidden_games_merchant_id_node_id_pk" PRIMARY KEY("merchant_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "game_types" varchar(16)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_hidden_games" ADD CONSTRAINT "merchant_hidden_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_hidden_games" ADD CONSTRAINT "merchant_hidden_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game_id" ON "games" USING btree ("vendor_code","game_id");--> statement-breakpoint
CREATE INDEX "games_lobby" ON "games" USING btree ("game_type","vendor_code","sort_order","node_id") WHERE "games"."enabled";--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("sort_order","node_id") WHERE "games"."enabled" and "games"."is_hot";--> statement-breakpoint
CREATE INDEX "games_search_trgm" ON "games" USING gin ("search_text" gin_trgm_ops);