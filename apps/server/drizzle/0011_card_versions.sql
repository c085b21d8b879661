ALTER TABLE "events" ADD COLUMN "card_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "card_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "players_event_completed_idx" ON "players" USING btree ("event_id","completed_at") WHERE "players"."completed_at" is not null;--> statement-breakpoint
-- Card versions (docs/decisions/0053-cards-served-from-memory.md). A cached card is served only while its
-- player's and its event's card_version are what they were when it was built, so every change of what a
-- card shows must bump one of them. Triggers do it, whichever code (or person) writes the row.
-- Any change of an event's or a player's row.
-- The embedded database (PGlite) also reports each change as a notification on "card_changed"
-- ("players:<id>" or "events:<id>"), delivered with the commit to the one process that holds the
-- database: its kept cards are dropped then, and served without the version check (db/index.ts,
-- onCardChange). PostgreSQL sessions leave hoogo.card_changes unset and send none.
CREATE FUNCTION "bump_card_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."card_version" = OLD."card_version" THEN
    NEW."card_version" := OLD."card_version" + 1;
  END IF;
  IF current_setting('hoogo.card_changes', true) = 'notify' THEN
    PERFORM pg_notify('card_changed', TG_TABLE_NAME || ':' || NEW."id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- An event or a player gone: reported as a change (the version check finds no row).
CREATE FUNCTION "card_row_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hoogo.card_changes', true) = 'notify' THEN
    PERFORM pg_notify('card_changed', TG_TABLE_NAME || ':' || OLD."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_card_gone" AFTER DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "card_row_gone"();--> statement-breakpoint
CREATE TRIGGER "players_card_gone" AFTER DELETE ON "players"
  FOR EACH ROW EXECUTE FUNCTION "card_row_gone"();--> statement-breakpoint
-- A table emptied at once (TRUNCATE fires no row trigger): every kept card.
CREATE FUNCTION "cards_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hoogo.card_changes', true) = 'notify' THEN
    PERFORM pg_notify('card_changed', 'all:');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_cards_emptied" AFTER TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "cards_emptied"();--> statement-breakpoint
CREATE TRIGGER "players_cards_emptied" AFTER TRUNCATE ON "players"
  FOR EACH STATEMENT EXECUTE FUNCTION "cards_emptied"();--> statement-breakpoint
-- Connections emptied at once: every player's card changed (their rows stay, so the versions must move).
CREATE FUNCTION "connections_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "players" SET "card_version" = "card_version" + 1;
  IF current_setting('hoogo.card_changes', true) = 'notify' THEN
    PERFORM pg_notify('card_changed', 'all:');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "connections_cards_emptied" AFTER TRUNCATE ON "connections"
  FOR EACH STATEMENT EXECUTE FUNCTION "connections_emptied"();--> statement-breakpoint
CREATE TRIGGER "users_cards_emptied" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "cards_emptied"();--> statement-breakpoint
-- A former name of an event given up or taken: the cards looked up by that name (the version check
-- resolves the name again).
CREATE FUNCTION "event_names_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hoogo.card_changes', true) = 'notify' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('card_changed', 'events:' || OLD."event_id"); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('card_changed', 'events:' || NEW."event_id"); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "event_name_aliases_card" AFTER INSERT OR UPDATE OR DELETE ON "event_name_aliases"
  FOR EACH ROW EXECUTE FUNCTION "event_names_changed"();--> statement-breakpoint
CREATE TRIGGER "events_card_version" BEFORE UPDATE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "bump_card_version"();--> statement-breakpoint
CREATE TRIGGER "players_card_version" BEFORE UPDATE ON "players"
  FOR EACH ROW EXECUTE FUNCTION "bump_card_version"();--> statement-breakpoint
-- A connection added, changed (hidden, restored, its selfie deleted) or gone (its linked player left):
-- the card of the player who holds it.
CREATE FUNCTION "connection_card_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "players" SET "card_version" = "card_version" + 1 WHERE "id" = OLD."player_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."player_id" IS DISTINCT FROM OLD."player_id") THEN
    UPDATE "players" SET "card_version" = "card_version" + 1 WHERE "id" = NEW."player_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "connections_card_version" AFTER INSERT OR UPDATE OR DELETE ON "connections"
  FOR EACH ROW EXECUTE FUNCTION "connection_card_changed"();--> statement-breakpoint
-- An account renamed: the cards of its players, and the cards whose cells link one of its players.
CREATE FUNCTION "account_card_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."name" IS DISTINCT FROM OLD."name" THEN
    UPDATE "players" SET "card_version" = "card_version" + 1
    WHERE "user_id" = NEW."id"
      OR "id" IN (
        SELECT c."player_id" FROM "connections" c
        JOIN "players" lp ON lp."id" = c."connected_player_id"
        WHERE lp."user_id" = NEW."id"
      );
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_card_version" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "account_card_changed"();--> statement-breakpoint
-- A player linked in cells moved to another account (no code does it; the cells would show its name).
CREATE FUNCTION "linked_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
    UPDATE "players" SET "card_version" = "card_version" + 1
    WHERE "id" IN (SELECT c."player_id" FROM "connections" c WHERE c."connected_player_id" = NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "players_linked_account" AFTER UPDATE OF "user_id" ON "players"
  FOR EACH ROW EXECUTE FUNCTION "linked_account_changed"();--> statement-breakpoint
-- A completer of the event came, went, moved in time, was removed or restored: the completion rank of
-- the completers at or after it (ranked by completed_at, ties by id) may change. An update is seen row by
-- row (players are updated one at a time); an insert or a delete once per statement, from its rows, so
-- that a bulk load of many completers costs one pass, not one per completer.
CREATE FUNCTION "completion_card_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_counted timestamptz;
  is_counted timestamptz;
BEGIN
  IF OLD."removed_at" IS NULL THEN was_counted := OLD."completed_at"; END IF;
  IF NEW."removed_at" IS NULL THEN is_counted := NEW."completed_at"; END IF;
  IF was_counted IS NOT DISTINCT FROM is_counted THEN
    RETURN NULL;
  END IF;
  UPDATE "players" SET "card_version" = "card_version" + 1
  WHERE "event_id" = NEW."event_id" AND "id" <> NEW."id"
    AND "completed_at" >= least(was_counted, is_counted) AND "removed_at" IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only when the completion or the removal moved: a connection's update of the row sets completed_at to
-- what it was, and the function is not even called then.
CREATE TRIGGER "players_completion_rank" AFTER UPDATE OF "completed_at", "removed_at" ON "players"
  FOR EACH ROW
  WHEN (OLD."completed_at" IS DISTINCT FROM NEW."completed_at"
    OR (OLD."removed_at" IS NULL) <> (NEW."removed_at" IS NULL))
  EXECUTE FUNCTION "completion_card_changed"();--> statement-breakpoint
CREATE FUNCTION "completers_came_or_went"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "players" p SET "card_version" = p."card_version" + 1
    FROM (
      SELECT "event_id", min("completed_at") AS since FROM new_rows
      WHERE "completed_at" IS NOT NULL AND "removed_at" IS NULL GROUP BY "event_id"
    ) b
    WHERE p."event_id" = b."event_id" AND p."completed_at" >= b.since AND p."removed_at" IS NULL;
  ELSE
    UPDATE "players" p SET "card_version" = p."card_version" + 1
    FROM (
      SELECT "event_id", min("completed_at") AS since FROM old_rows
      WHERE "completed_at" IS NOT NULL AND "removed_at" IS NULL GROUP BY "event_id"
    ) b
    WHERE p."event_id" = b."event_id" AND p."completed_at" >= b.since AND p."removed_at" IS NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "players_completers_came" AFTER INSERT ON "players"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "completers_came_or_went"();--> statement-breakpoint
CREATE TRIGGER "players_completers_went" AFTER DELETE ON "players"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "completers_came_or_went"();
