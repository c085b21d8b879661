ALTER TABLE "events" ADD COLUMN "quick_join" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_event_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_event_id_events_id_fk" FOREIGN KEY ("guest_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_guest_event_idx" ON "users" USING btree ("guest_event_id") WHERE "users"."guest_event_id" is not null;