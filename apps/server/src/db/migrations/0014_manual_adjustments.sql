CREATE TABLE "adjustment_policies" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"approval_threshold" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adjustment_policies_threshold" CHECK ("adjustment_policies"."approval_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"account" varchar(16) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(16) NOT NULL,
	"requires_approval" boolean NOT NULL,
	"requested_by" integer NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"decided_by" integer,
	"decision_note" varchar(200),
	"ledger_transfer_id" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "balance_adjustments_amount_positive" CHECK ("balance_adjustments"."amount" > 0),
	CONSTRAINT "balance_adjustments_four_eyes" CHECK (not "balance_adjustments"."requires_approval" or "balance_adjustments"."status" <> 'posted' or ("balance_adjustments"."decided_by" is not null and "balance_adjustments"."decided_by" <> "balance_adjustments"."requested_by")),
	CONSTRAINT "balance_adjustments_posted_transfer" CHECK (("balance_adjustments"."status" = 'posted') = ("balance_adjustments"."ledger_transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "adjustment_policies" ADD CONSTRAINT "adjustment_policies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_request_key" ON "balance_adjustments" USING btree ("merchant_id","request_key");--> statement-breakpoint
CREATE INDEX "balance_adjustments_merchant_status" ON "balance_adjustments" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_member" ON "balance_adjustments" USING btree ("member_id","id");