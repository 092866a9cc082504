CREATE TABLE "channel_account_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_account_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"decision_note" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "channel_account_changes_status" CHECK ("channel_account_changes"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "channel_account_changes_four_eyes" CHECK ("channel_account_changes"."status" = 'pending' or ("channel_account_changes"."decided_by" is not null and "channel_account_changes"."decided_by" <> "channel_account_changes"."requested_by" and "channel_account_changes"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "channel_account_changes" ADD CONSTRAINT "channel_account_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_account_changes" ADD CONSTRAINT "channel_account_changes_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_account_changes" ADD CONSTRAINT "channel_account_changes_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_account_changes" ADD CONSTRAINT "channel_account_changes_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_account_changes_merchant_status" ON "channel_account_changes" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "channel_account_changes_channel_pending" ON "channel_account_changes" USING btree ("channel_id","id") WHERE "channel_account_changes"."status" = 'pending';