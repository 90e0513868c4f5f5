CREATE TABLE "content_datasource_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"datasource" text NOT NULL,
	"name" text NOT NULL,
	"before" text,
	"after" text,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_datasource_changes_by_source" ON "content_datasource_changes" USING btree ("datasource","id");