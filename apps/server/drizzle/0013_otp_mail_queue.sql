CREATE TABLE "outgoing_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"otp_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"message_box" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "code_box" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "mails_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "last_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "next_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "last_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "link_nonce_hash" text;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_otp_id_otp_codes_id_fk" FOREIGN KEY ("otp_id") REFERENCES "public"."otp_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mails_due_idx" ON "outgoing_mails" USING btree ("next_attempt_at") WHERE "outgoing_mails"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "outgoing_mails_finished_idx" ON "outgoing_mails" USING btree ("finished_at");--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "previous_code_hash";