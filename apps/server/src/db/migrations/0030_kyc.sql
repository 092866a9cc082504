CREATE TABLE "kyc_document_bytes" (
	"document_id" bigint PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"submission_id" bigint,
	"kind" varchar(10) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"purged_at" timestamp with time zone,
	CONSTRAINT "kyc_documents_type" CHECK ("kyc_documents"."content_type" in ('image/png', 'image/jpeg', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"tier" smallint DEFAULT 0 NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"birth_date" date NOT NULL,
	"address" varchar(300) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_profiles_tier" CHECK ("kyc_profiles"."tier" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "kyc_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"rejected_retention_days" integer NOT NULL,
	"closed_retention_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"id_type" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(500),
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_submissions_status" CHECK ("kyc_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "kyc_tier_limits" (
	"merchant_id" integer NOT NULL,
	"tier" smallint NOT NULL,
	"deposit_limit" bigint,
	"withdrawal_limit" bigint,
	CONSTRAINT "kyc_tier_limits_merchant_id_tier_pk" PRIMARY KEY("merchant_id","tier"),
	CONSTRAINT "kyc_tier_limits_tier" CHECK ("kyc_tier_limits"."tier" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "kyc_document_bytes" ADD CONSTRAINT "kyc_document_bytes_document_id_kyc_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."kyc_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_settings" ADD CONSTRAINT "kyc_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_tier_limits" ADD CONSTRAINT "kyc_tier_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_member" ON "kyc_documents" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "kyc_documents_submission" ON "kyc_documents" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_pending" ON "kyc_submissions" USING btree ("member_id") WHERE "kyc_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "kyc_submissions_queue" ON "kyc_submissions" USING btree ("merchant_id","status","created_at");