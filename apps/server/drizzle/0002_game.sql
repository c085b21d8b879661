CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"letter" text NOT NULL,
	"connected_name" text NOT NULL,
	"liner" text NOT NULL,
	"image_key" text NOT NULL,
	"code" text,
	"connected_player_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_cell_check" CHECK ("connections"."x" between 0 and 4 and "connections"."y" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_register_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"player_key" text NOT NULL,
	"user_code" text,
	"bingos" integer DEFAULT 0 NOT NULL,
	"total_connections" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_event_register_id_unique" UNIQUE("event_register_id"),
	CONSTRAINT "players_player_key_unique" UNIQUE("player_key"),
	CONSTRAINT "players_bingos_check" CHECK ("players"."bingos" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"event_id" uuid NOT NULL,
	"voter_player_id" uuid NOT NULL,
	"voted_player_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_voter_player_id_voted_player_id_pk" PRIMARY KEY("voter_player_id","voted_player_id"),
	CONSTRAINT "votes_not_self_check" CHECK ("votes"."voter_player_id" <> "votes"."voted_player_id")
);
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_connected_player_id_players_id_fk" FOREIGN KEY ("connected_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_voter_player_id_players_id_fk" FOREIGN KEY ("voter_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_voted_player_id_players_id_fk" FOREIGN KEY ("voted_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_player_cell_unique" ON "connections" USING btree ("player_id","x","y");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_player_linked_unique" ON "connections" USING btree ("player_id","connected_player_id") WHERE "connections"."connected_player_id" is not null;--> statement-breakpoint
CREATE INDEX "connections_linked_idx" ON "connections" USING btree ("connected_player_id");--> statement-breakpoint
CREATE INDEX "connections_event_created_idx" ON "connections" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "connections_image_idx" ON "connections" USING btree ("image_key");--> statement-breakpoint
CREATE UNIQUE INDEX "players_event_user_unique" ON "players" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_event_code_unique" ON "players" USING btree ("event_id","user_code") WHERE "players"."user_code" is not null;--> statement-breakpoint
CREATE INDEX "players_user_idx" ON "players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "votes_voted_idx" ON "votes" USING btree ("voted_player_id");--> statement-breakpoint
CREATE INDEX "votes_event_idx" ON "votes" USING btree ("event_id");