CREATE TABLE "event_name_aliases" (
	"name_lower" text PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_name_aliases" ADD CONSTRAINT "event_name_aliases_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_name_aliases_event_idx" ON "event_name_aliases" USING btree ("event_id");