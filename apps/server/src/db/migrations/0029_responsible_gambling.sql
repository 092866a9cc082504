CREATE TABLE "responsible_excluded_identities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsible_excluded_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"exclusion_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"digest" varchar(64) NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "responsible_exclusions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsible_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"period" varchar(16) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "responsible_limits" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"window" varchar(8) NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "responsible_limits_member_id_kind_window_pk" PRIMARY KEY("member_id","kind","window"),
	CONSTRAINT "responsible_limits_positive" CHECK (("responsible_limits"."amount" is null or "responsible_limits"."amount" > 0)
      and ("responsible_limits"."pending_amount" is null or "responsible_limits"."pending_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "responsible_profiles" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"session_minutes" integer,
	"session_pending_minutes" integer,
	"session_pending_from" timestamp with time zone,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "responsible_excluded_identities" ADD CONSTRAINT "responsible_excluded_identities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_excluded_identities" ADD CONSTRAINT "responsible_excluded_identities_exclusion_id_responsible_exclusions_id_fk" FOREIGN KEY ("exclusion_id") REFERENCES "public"."responsible_exclusions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_exclusions" ADD CONSTRAINT "responsible_exclusions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_exclusions" ADD CONSTRAINT "responsible_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_limits" ADD CONSTRAINT "responsible_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_limits" ADD CONSTRAINT "responsible_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_profiles" ADD CONSTRAINT "responsible_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_profiles" ADD CONSTRAINT "responsible_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "responsible_excluded_identities_lookup" ON "responsible_excluded_identities" USING btree ("merchant_id","kind","digest");--> statement-breakpoint
CREATE INDEX "responsible_exclusions_member" ON "responsible_exclusions" USING btree ("member_id","ends_at");--> statement-breakpoint
CREATE INDEX "in_house_rounds_member_time" ON "in_house_rounds" USING btree ("member_id","created_at");