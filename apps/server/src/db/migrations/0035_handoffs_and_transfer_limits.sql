CREATE TABLE "session_handoffs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_handoffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_hash" varchar(64) NOT NULL,
	"session_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "session_handoffs_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "session_handoffs" ADD CONSTRAINT "session_handoffs_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_handoffs_session" ON "session_handoffs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "vendor_wallet_transfers_member_time" ON "vendor_wallet_transfers" USING btree ("member_id","created_at");