CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"member_id" bigint,
	"sender_name" varchar(64) NOT NULL,
	"vip_label" varchar(64),
	"body" text NOT NULL,
	"game_name" varchar(200),
	"amount" bigint,
	"round_key" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"muted_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_mutes_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"max_per_window" integer NOT NULL,
	"window_seconds" integer NOT NULL,
	"max_length" integer NOT NULL,
	"blocked_words" jsonb NOT NULL,
	"block_links" boolean NOT NULL,
	"win_threshold" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_settings_positive" CHECK ("chat_settings"."max_per_window" > 0 and "chat_settings"."window_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"question_type" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "feedback_status" CHECK ("feedback"."status" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "feedback_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feedback_id" bigint NOT NULL,
	"operator_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"feedback_id" bigint,
	"content_type" varchar(16) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_images_type" CHECK ("feedback_images"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "feedback_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_settings_bounds" CHECK ("feedback_settings"."min_length" >= 1 and "feedback_settings"."min_length" <= "feedback_settings"."max_length")
);
--> statement-breakpoint
CREATE TABLE "platform_message_states" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "platform_message_states_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "platform_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" text,
	"body" text,
	"template" varchar(32),
	"params" jsonb,
	"reference" varchar(200),
	"target_kind" varchar(16) NOT NULL,
	"member_id" bigint,
	"registered_from" timestamp with time zone,
	"registered_to" timestamp with time zone,
	"recipient_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "platform_messages_words" CHECK (("platform_messages"."kind" = 'system' and "platform_messages"."template" is not null and "platform_messages"."reference" is not null and "platform_messages"."member_id" is not null)
      or ("platform_messages"."kind" <> 'system' and "platform_messages"."title" is not null and "platform_messages"."body" is not null))
);
--> statement-breakpoint
CREATE TABLE "support_canned_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_canned_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"assigned_to" integer,
	"member_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_read_id" bigint DEFAULT 0 NOT NULL,
	"member_typing_at" timestamp with time zone,
	"operator_typing_at" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_conversations_status" CHECK ("support_conversations"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"sender" varchar(10) NOT NULL,
	"operator_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_sender" CHECK ("support_messages"."sender" in ('member', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_answers" ADD CONSTRAINT "feedback_answers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_settings" ADD CONSTRAINT "feedback_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_message_states" ADD CONSTRAINT "platform_message_states_message_id_platform_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."platform_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_message_states" ADD CONSTRAINT "platform_message_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD CONSTRAINT "platform_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD CONSTRAINT "platform_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_messages" ADD CONSTRAINT "platform_messages_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_canned_replies" ADD CONSTRAINT "support_canned_replies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assigned_to_operators_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_seq" ON "chat_messages" USING btree ("room_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_round" ON "chat_messages" USING btree ("room_id","round_key");--> statement-breakpoint
CREATE INDEX "chat_messages_member_time" ON "chat_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_merchant_language" ON "chat_rooms" USING btree ("merchant_id","language");--> statement-breakpoint
CREATE INDEX "feedback_member" ON "feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_queue" ON "feedback" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "feedback_answers_feedback" ON "feedback_answers" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "feedback_images_member" ON "feedback_images" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "feedback_images_feedback" ON "feedback_images" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "platform_message_states_member" ON "platform_message_states" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "platform_messages_merchant" ON "platform_messages" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "platform_messages_member" ON "platform_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_messages_system_key" ON "platform_messages" USING btree ("member_id","template","reference") WHERE "platform_messages"."kind" = 'system';--> statement-breakpoint
CREATE INDEX "support_canned_replies_merchant" ON "support_canned_replies" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_member" ON "support_conversations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "support_conversations_inbox" ON "support_conversations" USING btree ("merchant_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation" ON "support_messages" USING btree ("conversation_id","id");