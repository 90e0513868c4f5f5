CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"order_reference" text NOT NULL,
	"basket_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"customer_id" text,
	"store_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"order_due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"order_register" text NOT NULL,
	"agent_name" text,
	"basket_total" integer NOT NULL,
	"basket" jsonb NOT NULL,
	"customer_info" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_reference_unique" UNIQUE("order_reference"),
	CONSTRAINT "orders_basket_id_unique" UNIQUE("basket_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"authorisation_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_attempts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "customer_info" jsonb;--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","created_at");