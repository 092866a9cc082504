DROP INDEX "sessions_member";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_login_ip" varchar(45);--> statement-breakpoint
-- Members who logged in before the column existed: their last successful login's address, from the history.
UPDATE "members" m SET "last_login_ip" = h."ip" FROM (SELECT DISTINCT ON ("member_id") "member_id", "ip" FROM "login_history" WHERE "success" ORDER BY "member_id", "at" DESC) h WHERE h."member_id" = m."id";--> statement-breakpoint
CREATE INDEX "members_merchant_account_prefix" ON "members" USING btree ("merchant_id",lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_merchant_mobile_prefix" ON "members" USING btree ("merchant_id","mobile_num" text_pattern_ops) WHERE "members"."mobile_num" is not null;--> statement-breakpoint
CREATE INDEX "members_merchant_nickname_prefix" ON "members" USING btree ("merchant_id","nickname" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_merchant_fullname_prefix" ON "members" USING btree ("merchant_id","fullname" text_pattern_ops) WHERE "members"."fullname" is not null;--> statement-breakpoint
CREATE INDEX "members_merchant_payee_name_prefix" ON "members" USING btree ("merchant_id","payee_name" text_pattern_ops) WHERE "members"."payee_name" is not null;--> statement-breakpoint
CREATE INDEX "members_merchant_register_ip" ON "members" USING btree ("merchant_id","register_ip");--> statement-breakpoint
CREATE INDEX "members_merchant_last_login_ip" ON "members" USING btree ("merchant_id","last_login_ip") WHERE "members"."last_login_ip" is not null;--> statement-breakpoint
CREATE INDEX "members_merchant_status" ON "members" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "members_merchant_created" ON "members" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_merchant_last_login" ON "members" USING btree ("merchant_id","last_login_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id","id");