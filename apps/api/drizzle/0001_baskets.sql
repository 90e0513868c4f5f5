CREATE TABLE "baskets" (
	"basket_id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"channel_type" text NOT NULL,
	"service_type" text NOT NULL,
	"store_id" integer NOT NULL,
	"is_asap" boolean NOT NULL,
	"order_due_at" timestamp with time zone NOT NULL,
	"delivery_address" jsonb,
	"customer_id" text,
	"items" jsonb DEFAULT '{"basketItems":[],"groupedBasketItems":[]}'::jsonb NOT NULL,
	"order_note" text,
	"order_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "baskets_customer_idx" ON "baskets" USING btree ("customer_id");