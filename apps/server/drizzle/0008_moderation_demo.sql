CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"connection_id" uuid,
	"player_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('hide', 'unhide', 'remove', 'restore'))
);
--> statement-breakpoint
DROP INDEX "connections_player_cell_unique";--> statement-breakpoint
DROP INDEX "connections_player_linked_unique";--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "demo_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moderation_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moderated_players" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo_event_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_event_idx" ON "moderation_actions" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_connection_idx" ON "moderation_actions" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_player_idx" ON "moderation_actions" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_demo_event_id_events_id_fk" FOREIGN KEY ("demo_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_demo_idx" ON "events" USING btree ("is_demo") WHERE "events"."is_demo";--> statement-breakpoint
CREATE INDEX "players_event_joined_idx" ON "players" USING btree ("event_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_player_cell_unique" ON "connections" USING btree ("player_id","x","y") WHERE "connections"."hidden_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_player_linked_unique" ON "connections" USING btree ("player_id","connected_player_id") WHERE "connections"."connected_player_id" is not null and "connections"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_hidden_check" CHECK (("connections"."hidden_at" is null) = ("connections"."hidden_cause" is null) and "connections"."hidden_cause" in ('host', 'player_removed'));