CREATE TABLE "content_datasource_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"datasource" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_space" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"full_slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"tag_list" text[] DEFAULT '{}' NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"first_published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_stories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "content_stories_full_slug_unique" UNIQUE("full_slug")
);
--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD COLUMN "customer_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "content_datasource_entries_name" ON "content_datasource_entries" USING btree ("datasource","name");--> statement-breakpoint
CREATE INDEX "content_datasource_entries_by_source" ON "content_datasource_entries" USING btree ("datasource","position");--> statement-breakpoint
CREATE INDEX "content_stories_full_slug_prefix" ON "content_stories" USING btree ("full_slug" text_pattern_ops);