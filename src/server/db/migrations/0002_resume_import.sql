ALTER TABLE "agreements" ADD COLUMN "source_file_key" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "source_file_name" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "source_file_type" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "source_unsure" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cv_data" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cv_parse_error" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cv_file_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cv_file_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cv_file_type" text;