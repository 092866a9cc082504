CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"fields" jsonb NOT NULL,
	"audience" varchar(16) DEFAULT 'all' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"slug" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"wallet_mode" varchar(16) NOT NULL,
	"maintenance_starts_at" timestamp with time zone,
	"maintenance_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendors_code_format" CHECK ("game_vendors"."code" ~ '^[A-Z0-9_]{2,32}$'),
	CONSTRAINT "game_vendors_wallet_mode" CHECK ("game_vendors"."wallet_mode" in ('seamless', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"merchant_id" integer NOT NULL,
	"vendor_code" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_vendors_merchant_id_vendor_code_pk" PRIMARY KEY("merchant_id","vendor_code")
);
--> statement-breakpoint
ALTER TABLE "banners" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "banners" CASCADE;--> statement-breakpoint
DROP INDEX "ledger_accounts_member_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "vendor_code" varchar(32);--> statement-breakpoint
ALTER TABLE "customer_service_entries" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_merchant_kind" ON "content_items" USING btree ("merchant_id","kind","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_live_slug" ON "content_items" USING btree ("merchant_id","kind","slug") WHERE "content_items"."slug" is not null and "content_items"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_vendor" ON "ledger_accounts" USING btree ("member_id","vendor_code") WHERE "ledger_accounts"."vendor_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_kind" ON "ledger_accounts" USING btree ("member_id","kind") WHERE "ledger_accounts"."member_id" is not null and "ledger_accounts"."vendor_code" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_vendor_wallet" CHECK (("ledger_accounts"."kind" = 'vendor_wallet') = ("ledger_accounts"."vendor_code" is not null));