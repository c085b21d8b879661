CREATE TABLE "guess_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL
);
