ALTER TABLE "events" ADD COLUMN "connections_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "voting_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "voting_closes_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_voting_opens_idx" ON "events" USING btree ("voting_opens_at") WHERE "events"."voting_opens_at" is not null;--> statement-breakpoint
CREATE INDEX "events_voting_closes_idx" ON "events" USING btree ("voting_closes_at") WHERE "events"."voting_closes_at" is not null;