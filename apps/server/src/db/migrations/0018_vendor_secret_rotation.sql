ALTER TABLE "vendor_integrations" ADD COLUMN "previous_api_secret" text;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "secret_rotated_at" timestamp with time zone;