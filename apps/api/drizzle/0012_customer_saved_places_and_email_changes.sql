CREATE TABLE "customer_saved_places" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer,
	"address" jsonb,
	"service_type" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_change_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"proposed_email" text NOT NULL,
	"previous_email" text,
	"confirm_token_hash" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "email_change_requests_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "email_change_requests_cancel_token_hash_unique" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
ALTER TABLE "customer_saved_places" ADD CONSTRAINT "customer_saved_places_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_requests_customer_idx" ON "email_change_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");