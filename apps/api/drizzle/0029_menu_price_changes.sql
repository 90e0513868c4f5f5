CREATE TABLE "menu_price_changes" (
	"change_id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "menu_price_changes_latest_idx" ON "menu_price_changes" USING btree ("product_id","size_id","change_id");