CREATE TABLE "host_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_invitations" ADD CONSTRAINT "host_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "host_invitations_event_email" ON "host_invitations" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "host_invitations_email_idx" ON "host_invitations" USING btree ("email");