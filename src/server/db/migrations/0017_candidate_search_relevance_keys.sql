ALTER TABLE "candidate_search" ADD COLUMN "full_key" "tsvector" GENERATED ALWAYS AS (ts_filter(full_text, '{a,b}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "anon_key" "tsvector" GENERATED ALWAYS AS (ts_filter(anon_text, '{a,b}')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "full_key" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "anon_key" SET STORAGE MAIN;
