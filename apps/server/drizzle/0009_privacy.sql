ALTER TABLE "connections" ALTER COLUMN "image_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "selfie_consent" boolean;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "selfie_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_privacy" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "require_selfie_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Events made before retention existed keep their selfies (null) until their hosts choose otherwise;
-- new events delete them 30 days after they were taken (docs/data.md, "How long it is kept").
ALTER TABLE "events" ADD COLUMN "selfie_retention_days" integer;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "selfie_retention_days" SET DEFAULT 30;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "contact_linkedin" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "contact_role" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "share_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_selfie_deleted_check" CHECK (("connections"."image_key" is null) = ("connections"."selfie_deleted_at" is not null));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_privacy_check" CHECK ("events"."venue_privacy" in ('full', 'first_name', 'initials'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_selfie_retention_check" CHECK ("events"."selfie_retention_days" is null or "events"."selfie_retention_days" between 1 and 365);