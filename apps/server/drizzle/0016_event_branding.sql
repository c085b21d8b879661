ALTER TABLE "events" ADD COLUMN "brand_logo" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accent_color" text;