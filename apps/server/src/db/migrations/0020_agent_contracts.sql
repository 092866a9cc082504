CREATE TABLE "agent_contract_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"contracts_enabled" boolean DEFAULT false NOT NULL,
	"salary_enabled" boolean DEFAULT false NOT NULL,
	"hold_payouts" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contract_templates" (
	"merchant_id" integer NOT NULL,
	"agent_type" smallint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"max_rate_bp" integer NOT NULL,
	CONSTRAINT "agent_contract_templates_merchant_id_agent_type_kind_pk" PRIMARY KEY("merchant_id","agent_type","kind"),
	CONSTRAINT "agent_contract_templates_rate" CHECK ("agent_contract_templates"."max_rate_bp" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"offered_by_id" bigint,
	"offered_by_operator_id" bigint,
	"kind" varchar(16) NOT NULL,
	"period" varchar(2) NOT NULL,
	"rate_bp" integer NOT NULL,
	"min_active_members" integer DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"min_net_loss" bigint DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"termination_requested_by" varchar(8),
	"offered_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(24),
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."rate_bp" between 1 and 10000),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('pending', 'active', 'rejected', 'terminated', 'superseded')),
	CONSTRAINT "agent_contracts_not_self" CHECK ("agent_contracts"."offered_by_id" is distinct from "agent_contracts"."member_id"),
	CONSTRAINT "agent_contracts_thresholds" CHECK ("agent_contracts"."min_active_members" >= 0 and "agent_contracts"."min_valid_bet" >= 0 and "agent_contracts"."min_net_loss" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period_key" varchar(40) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"active_members" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"weighted_base" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"transfer_id" bigint,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_payouts_amount" CHECK ("agent_payouts"."amount" >= 0),
	CONSTRAINT "agent_payouts_status" CHECK ("agent_payouts"."status" in ('paid', 'belowThreshold', 'held'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_settings" ADD CONSTRAINT "agent_contract_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_templates" ADD CONSTRAINT "agent_contract_templates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offered_by_id_members_id_fk" FOREIGN KEY ("offered_by_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offered_by_operator_id_operators_id_fk" FOREIGN KEY ("offered_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_contracts_offered_by" ON "agent_contracts" USING btree ("offered_by_id","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_member_kind" ON "agent_contracts" USING btree ("member_id","kind","started_at");--> statement-breakpoint
CREATE INDEX "agent_contracts_period" ON "agent_contracts" USING btree ("merchant_id","period","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_contract_period" ON "agent_payouts" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_payouts_member" ON "agent_payouts" USING btree ("member_id","window_start" DESC NULLS LAST);