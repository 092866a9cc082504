CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"group_name" varchar(32) NOT NULL,
	"language" varchar(8),
	"url" varchar(2048) NOT NULL,
	"linkage_type" varchar(32),
	"linkage" varchar(2048),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"domain" varchar(253) NOT NULL,
	"line_name" varchar(64) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"brand_name" varchar(100) NOT NULL,
	"license_number" varchar(64) NOT NULL,
	"copyright_year" smallint NOT NULL,
	"default_language" varchar(8) NOT NULL,
	"languages" text[] NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"currency_symbol" varchar(8) NOT NULL,
	"currency_exponent" smallint NOT NULL,
	"minimum_age" smallint DEFAULT 18 NOT NULL,
	"main_domain" varchar(253) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customer_service_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_service_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"cs_type" varchar(32) NOT NULL,
	"title" jsonb NOT NULL,
	"path" varchar(2048) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"merchant_id" integer NOT NULL,
	"field" varchar(64) NOT NULL,
	"accepted_pattern" varchar(512) NOT NULL,
	"min_length" smallint NOT NULL,
	"max_length" smallint NOT NULL,
	"pattern_id" varchar(64) NOT NULL,
	"required" boolean NOT NULL,
	"shown" boolean NOT NULL,
	CONSTRAINT "register_field_rules_merchant_id_field_pk" PRIMARY KEY("merchant_id","field")
);
--> statement-breakpoint
CREATE TABLE "site_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"label" jsonb NOT NULL,
	"url" varchar(2048) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_resources_merchant_key" UNIQUE("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"url" varchar(2048) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "social_links_merchant_type" UNIQUE("merchant_id","type")
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"maintenance_message" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blocked_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"restriction_message" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gtag_id" varchar(32),
	"image_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"vendor_icons" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_modules" (
	"merchant_id" integer NOT NULL,
	"mod_id" varchar(64) NOT NULL,
	"parent_mod_id" varchar(64),
	"enabled" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "whitelabel_modules_merchant_id_mod_id_pk" PRIMARY KEY("merchant_id","mod_id")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_entries" ADD CONSTRAINT "customer_service_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD CONSTRAINT "register_field_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_resources" ADD CONSTRAINT "site_resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_modules" ADD CONSTRAINT "whitelabel_modules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_merchant_group" ON "banners" USING btree ("merchant_id","group_name");