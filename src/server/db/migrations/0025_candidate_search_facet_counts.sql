CREATE TABLE "candidate_search_facet_counts" (
	"organisation_id" integer NOT NULL,
	"view" smallint NOT NULL,
	"facet" smallint NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "candidate_search_facet_counts_organisation_id_view_facet_value_pk" PRIMARY KEY("organisation_id","view","facet","value")
);
--> statement-breakpoint
ALTER TABLE "candidate_search_facet_counts" ADD CONSTRAINT "candidate_search_facet_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_facet_counts_top_idx" ON "candidate_search_facet_counts" USING btree ("organisation_id","view","facet","count" DESC NULLS LAST,"value");--> statement-breakpoint
-- A search row's part in the facet counts (decision 022): for each tag view it is in, one for the
-- rows (facet 0), its tenure (1), experience time (2), current company (3: the anonymous one for
-- marketplace clients, view 6) and each association (4). The views are the tag rules of the search
-- (modules/search FACET_VIEWS): 1 neither hidden nor ready for review, 2 not ready for review (with
-- hidden), 3 not hidden (with ready for review), 4 every row (show_all), 5 spec CVs, 6 marketplace
-- clients (on the marketplace, neither hidden nor ready for review).
CREATE FUNCTION candidate_search_facet_deltas(
  organisation integer, marketplace boolean, hidden boolean, ready_for_review boolean, is_spec_cv boolean,
  tenure smallint, experience_time smallint, full_company text, anon_company text, association_names text[], delta integer)
RETURNS TABLE (organisation_id integer, view smallint, facet smallint, value text, delta integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT organisation, v.view, f.facet, f.value, delta
  FROM (VALUES (1::smallint, NOT hidden AND NOT ready_for_review),
               (2::smallint, NOT ready_for_review),
               (3::smallint, NOT hidden),
               (4::smallint, true),
               (5::smallint, is_spec_cv),
               (6::smallint, marketplace AND NOT hidden AND NOT ready_for_review)) AS v(view, member)
  CROSS JOIN LATERAL (
    SELECT 0::smallint, ''
    UNION ALL SELECT 1::smallint, tenure::text
    UNION ALL SELECT 2::smallint, experience_time::text
    UNION ALL SELECT 3::smallint, CASE WHEN v.view = 6 THEN anon_company ELSE full_company END
    UNION ALL SELECT 4::smallint, a FROM unnest(association_names) AS a
  ) AS f(facet, value)
  WHERE v.member AND f.value IS NOT NULL
$$;
--> statement-breakpoint
-- Every statement that writes search rows moves the counts by what it removed and added, in the
-- same transaction, in key order (two writers lock the counts in one order). Rows of an organisation
-- being deleted are not counted (its counts go with it).
CREATE FUNCTION candidate_search_count_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO candidate_search_facet_counts AS c (organisation_id, view, facet, value, count)
    SELECT d.organisation_id, d.view, d.facet, d.value, sum(d.delta)::int
    FROM new_rows r CROSS JOIN LATERAL candidate_search_facet_deltas(r.organisation_id, r.marketplace, r.hidden, r.ready_for_review, r.is_spec_cv, r.tenure, r.experience_time, r.full_company, r.anon_company, r.association_names, 1) d
    WHERE EXISTS (SELECT 1 FROM organisations o WHERE o.id = d.organisation_id)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organisation_id, view, facet, value) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO candidate_search_facet_counts AS c (organisation_id, view, facet, value, count)
    SELECT d.organisation_id, d.view, d.facet, d.value, sum(d.delta)::int
    FROM (
      SELECT x.* FROM old_rows r CROSS JOIN LATERAL candidate_search_facet_deltas(r.organisation_id, r.marketplace, r.hidden, r.ready_for_review, r.is_spec_cv, r.tenure, r.experience_time, r.full_company, r.anon_company, r.association_names, -1) x
      UNION ALL
      SELECT x.* FROM new_rows r CROSS JOIN LATERAL candidate_search_facet_deltas(r.organisation_id, r.marketplace, r.hidden, r.ready_for_review, r.is_spec_cv, r.tenure, r.experience_time, r.full_company, r.anon_company, r.association_names, 1) x
    ) d
    WHERE EXISTS (SELECT 1 FROM organisations o WHERE o.id = d.organisation_id)
    GROUP BY 1, 2, 3, 4 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organisation_id, view, facet, value) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO candidate_search_facet_counts AS c (organisation_id, view, facet, value, count)
    SELECT d.organisation_id, d.view, d.facet, d.value, sum(d.delta)::int
    FROM old_rows r CROSS JOIN LATERAL candidate_search_facet_deltas(r.organisation_id, r.marketplace, r.hidden, r.ready_for_review, r.is_spec_cv, r.tenure, r.experience_time, r.full_company, r.anon_company, r.association_names, -1) d
    WHERE EXISTS (SELECT 1 FROM organisations o WHERE o.id = d.organisation_id)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organisation_id, view, facet, value) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_search_facets_inserted AFTER INSERT ON candidate_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_count_facets();
--> statement-breakpoint
CREATE TRIGGER candidate_search_facets_updated AFTER UPDATE ON candidate_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_count_facets();
--> statement-breakpoint
CREATE TRIGGER candidate_search_facets_deleted AFTER DELETE ON candidate_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_count_facets();
--> statement-breakpoint
-- The counts of the rows already there.
INSERT INTO candidate_search_facet_counts (organisation_id, view, facet, value, count)
SELECT d.organisation_id, d.view, d.facet, d.value, sum(d.delta)::int
FROM candidate_search r CROSS JOIN LATERAL candidate_search_facet_deltas(r.organisation_id, r.marketplace, r.hidden, r.ready_for_review, r.is_spec_cv, r.tenure, r.experience_time, r.full_company, r.anon_company, r.association_names, 1) d
GROUP BY 1, 2, 3, 4;
