CREATE TABLE "free_round_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_round_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" varchar(32) NOT NULL,
	"node_id" integer NOT NULL,
	"rounds" integer NOT NULL,
	"rounds_used" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"granted_by" integer NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_round_grants_rounds" CHECK ("free_round_grants"."rounds" between 1 and 500),
	CONSTRAINT "free_round_grants_used" CHECK ("free_round_grants"."rounds_used" between 0 and "free_round_grants"."rounds"),
	CONSTRAINT "free_round_grants_bet" CHECK ("free_round_grants"."bet_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD COLUMN "free_round_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_granted_by_operators_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_round_grants_request" ON "free_round_grants" USING btree ("merchant_id","request_key");--> statement-breakpoint
CREATE INDEX "free_round_grants_member" ON "free_round_grants" USING btree ("member_id","vendor_code");--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_free_round_grant_id_free_round_grants_id_fk" FOREIGN KEY ("free_round_grant_id") REFERENCES "public"."free_round_grants"("id") ON DELETE restrict ON UPDATE no action;