ALTER TABLE "engagement_cards" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "engagement_cards" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "engagement_cards" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagement_cards" ADD COLUMN "withdrawn_by" text;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD COLUMN "withdrawn_by" text;