CREATE TABLE "account_policies" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"password_max_age_days" integer DEFAULT 90 NOT NULL,
	"captcha_after_failures" integer DEFAULT 3 NOT NULL,
	"lockout_after_failures" integer DEFAULT 10 NOT NULL,
	"lockout_minutes" integer DEFAULT 5 NOT NULL,
	"verify_unknown_ip" boolean DEFAULT true NOT NULL,
	"captcha_on_register" boolean DEFAULT false NOT NULL,
	"sms_expired_minutes" integer DEFAULT 5 NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"identity_providers" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"ip" varchar(45) NOT NULL,
	"user_agent" varchar(512),
	"login_type" varchar(16) NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_identities" (
	"merchant_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identities_merchant_id_provider_subject_pk" PRIMARY KEY("merchant_id","provider","subject")
);
--> statement-breakpoint
CREATE TABLE "member_known_ips" (
	"member_id" bigint NOT NULL,
	"ip" varchar(45) NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_known_ips_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"nickname" varchar(32) NOT NULL,
	"type" smallint NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"password_is_default" boolean DEFAULT false NOT NULL,
	"payment_password_hash" text,
	"country_dialing_code" varchar(6),
	"mobile_num" varchar(20),
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"email" varchar(254),
	"email_verified" boolean DEFAULT false NOT NULL,
	"payee_name" varchar(100),
	"fullname" varchar(100),
	"icon" varchar(16),
	"qq_num" varchar(32),
	"line" varchar(64),
	"whatsapp" varchar(64),
	"facebook" varchar(64),
	"telegram" varchar(64),
	"wechat" varchar(64),
	"zalo" varchar(64),
	"id_number" varchar(32),
	"birthday" date,
	"address" varchar(200),
	"nationality" varchar(64),
	"occupation" varchar(64),
	"income_source" varchar(64),
	"bank_account_number" varchar(34),
	"upline_id" bigint,
	"affiliate_code" varchar(32),
	"referral_code" varchar(32) NOT NULL,
	"registered_affiliate_code" varchar(32),
	"registered_referral_code" varchar(32),
	"recommender_id" varchar(32),
	"referrer_id" bigint,
	"register_ip" varchar(45) NOT NULL,
	"register_url" varchar(2048),
	"domain" varchar(253),
	"register_method" varchar(8) DEFAULT 'WEB' NOT NULL,
	"register_type" varchar(16) NOT NULL,
	"firebase_channel" varchar(16),
	"totp_secret" varchar(64),
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_last_step" integer,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"login_type" varchar(16) NOT NULL,
	"ip" varchar(45) NOT NULL,
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"operator_id" integer,
	"action" varchar(64) NOT NULL,
	"object_type" varchar(32) NOT NULL,
	"object_id" varchar(64),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(45),
	"request_id" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"operator_id" integer NOT NULL,
	"ip" varchar(45) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"username" varchar(32) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"totp_secret" varchar(64),
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_last_step" integer,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"merchant_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"answer_hash" text NOT NULL,
	"dev_answer" varchar(8),
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captchas_merchant_id_key_pk" PRIMARY KEY("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"destination" varchar(254) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" varchar(8) NOT NULL,
	"detail" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('sms', 'email')),
	CONSTRAINT "outbox_messages_status" CHECK ("outbox_messages"."status" in ('stored', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"destination" varchar(254) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_channel" CHECK ("verification_codes"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "account_policies" ADD CONSTRAINT "account_policies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_known_ips" ADD CONSTRAINT "member_known_ips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_history_member_at" ON "login_history" USING btree ("member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_account" ON "members" USING btree ("merchant_id",lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile" ON "members" USING btree ("merchant_id","country_dialing_code","mobile_num") WHERE "members"."mobile_num" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_email" ON "members" USING btree ("merchant_id",lower("email")) WHERE "members"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_code" ON "members" USING btree ("merchant_id",upper("affiliate_code")) WHERE "members"."affiliate_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_referral_code" ON "members" USING btree ("merchant_id",upper("referral_code"));--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_at" ON "audit_log" USING btree ("merchant_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_object" ON "audit_log" USING btree ("merchant_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_at" ON "audit_log" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_merchant_username" ON "operators" USING btree ("merchant_id",lower("username"));--> statement-breakpoint
CREATE INDEX "captchas_expires_at" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_merchant_created" ON "outbox_messages" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_destination" ON "outbox_messages" USING btree ("merchant_id","destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_lookup" ON "verification_codes" USING btree ("merchant_id","channel","destination","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_at" ON "verification_codes" USING btree ("expires_at");