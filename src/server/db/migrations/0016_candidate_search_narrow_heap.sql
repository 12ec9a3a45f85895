-- The candidate search's heap holds only what scans, counts, facets and scores read (decision 022):
-- the text vectors and the two hits (most of a row's bytes, read only for a text match's recheck or
-- the page of hits) are stored out of line as soon as a row passes 128 bytes; the small columns the
-- filters, scores and sorts read stay in the row (compressed only if a row would not fit a page).
ALTER TABLE "candidate_search" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "sort_name" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "full_title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "anon_title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "skills" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "top_skills" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "list_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "job_post_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "full_company" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "anon_company" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "association_names" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "geo_cells" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "geo_lats" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "geo_lngs" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "currency" SET STORAGE MAIN;
