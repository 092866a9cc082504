ALTER TABLE "login_history" ADD COLUMN "device_id" varchar(32);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_device_id" varchar(32);