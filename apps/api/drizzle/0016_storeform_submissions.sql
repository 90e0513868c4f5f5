CREATE TABLE "storeform_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"store_code" text,
	"delivered_to" text NOT NULL,
	"fields" jsonb NOT NULL,
	"resume_stored_name" text,
	"resume_file_name" text,
	"resume_content_type" text,
	"resume_bytes" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storeform_submissions_created_idx" ON "storeform_submissions" USING btree ("created_at");