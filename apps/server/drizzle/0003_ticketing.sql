CREATE TABLE "ticketing_attendees" (
	"list_id" uuid NOT NULL,
	"ticket_code" text NOT NULL,
	"name" text NOT NULL,
	"checked_in" boolean NOT NULL,
	CONSTRAINT "ticketing_attendees_list_id_ticket_code_pk" PRIMARY KEY("list_id","ticket_code")
);
--> statement-breakpoint
CREATE TABLE "ticketing_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"display_name" text NOT NULL,
	"base_url" text,
	"organizer" text,
	"api_token_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticketing_connections_provider_check" CHECK ("ticketing_connections"."provider" in ('pretix', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "ticketing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticketing_attendees" ADD CONSTRAINT "ticketing_attendees_list_id_ticketing_events_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."ticketing_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticketing_connections" ADD CONSTRAINT "ticketing_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticketing_events" ADD CONSTRAINT "ticketing_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticketing_connections_user_provider_unique" ON "ticketing_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "ticketing_events_owner_idx" ON "ticketing_events" USING btree ("owner_id");