CREATE TABLE "candidate_search_removals" (
	"organisation_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_search_removals_changes_idx" ON "candidate_search_removals" USING btree ("organisation_id","change_xid");--> statement-breakpoint
CREATE INDEX "candidate_search_removals_removed_at_idx" ON "candidate_search_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "candidate_search_changes_idx" ON "candidate_search" USING btree ("organisation_id","change_xid");--> statement-breakpoint
-- The change feed of the in-memory search (decision 022, fifth round): a row's change_xid is the
-- transaction that last wrote it (inserts take the default), and a deleted row leaves its id with the
-- deleting transaction. A reader that saw every transaction older than some xmin reads what changed
-- at or after it, whatever order the writers committed in.
CREATE FUNCTION candidate_search_mark_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_changed BEFORE UPDATE ON candidate_search
  FOR EACH ROW EXECUTE FUNCTION candidate_search_mark_change();
--> statement-breakpoint
CREATE FUNCTION candidate_search_note_removals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search_removals (organisation_id, agreement_id) SELECT organisation_id, agreement_id FROM old_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_removed AFTER DELETE ON candidate_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_note_removals();
