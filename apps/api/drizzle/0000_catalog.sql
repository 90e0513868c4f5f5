CREATE TABLE "configuration_entries" (
	"map" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "configuration_entries_map_key_pk" PRIMARY KEY("map","key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"product_type" text NOT NULL,
	"sort_order" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"store_name" text NOT NULL,
	"state" text NOT NULL,
	"post_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"is_coming_soon" boolean NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code"),
	CONSTRAINT "stores_store_name_unique" UNIQUE("store_name")
);
--> statement-breakpoint
CREATE TABLE "upsells" (
	"upsell_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "stores_post_code_idx" ON "stores" USING btree ("post_code");