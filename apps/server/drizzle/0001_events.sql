CREATE TABLE "event_hosts" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_hosts_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_hosts_role_check" CHECK ("event_hosts"."role" in ('Owner', 'Admin'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_lower" text GENERATED ALWAYS AS (lower("events"."name")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code_digits" integer,
	"play_with_ticket_code" boolean DEFAULT false NOT NULL,
	"mmp_event_id" text,
	"matrix" jsonb DEFAULT '[["","","","",""],["","","","",""],["","","","",""],["","","","",""],["","","","",""]]'::jsonb NOT NULL,
	"post_template" jsonb,
	"story_template" jsonb,
	"social_media_template" jsonb DEFAULT '{"linkedin":{"content":""}}'::jsonb NOT NULL,
	"voting_enabled" boolean DEFAULT false NOT NULL,
	"owner_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_hosts" ADD CONSTRAINT "event_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_hosts_user_idx" ON "event_hosts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_hosts_one_owner" ON "event_hosts" USING btree ("event_id") WHERE "event_hosts"."role" = 'Owner';--> statement-breakpoint
CREATE UNIQUE INDEX "events_name_lower_unique" ON "events" USING btree ("name_lower");