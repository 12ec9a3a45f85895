ALTER TABLE "agreements" ADD COLUMN "source_file_sha256" text;--> statement-breakpoint
CREATE INDEX "agreements_organisation_source_sha256_idx" ON "agreements" USING btree ("organisation_id","source_file_sha256");--> statement-breakpoint
CREATE INDEX "agreements_organisation_email_idx" ON "agreements" USING btree ("organisation_id",lower("data"->>'email'));