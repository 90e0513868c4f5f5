CREATE TABLE "customer_cards" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_cards_gateway_token_unique" UNIQUE("gateway_token")
);
--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_cards_customer_idx" ON "customer_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cards_default_idx" ON "customer_cards" USING btree ("customer_id") WHERE "customer_cards"."is_default";