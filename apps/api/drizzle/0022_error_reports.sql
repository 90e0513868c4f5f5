CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"project" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text,
	"message" text NOT NULL,
	"release" text,
	"environment" text,
	"url" text,
	"user_agent" text,
	"frames" jsonb NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "error_reports_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE INDEX "error_reports_last_seen_idx" ON "error_reports" USING btree ("last_seen_at");