CREATE TABLE "content_story_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_uuid" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "role" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_story_versions" ADD CONSTRAINT "content_story_versions_story_uuid_content_stories_uuid_fk" FOREIGN KEY ("story_uuid") REFERENCES "public"."content_stories"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_story_versions_story_version" ON "content_story_versions" USING btree ("story_uuid","version");