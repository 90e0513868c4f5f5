CREATE TABLE "spins" (
	"spin_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"campaign" text NOT NULL,
	"period_key" text NOT NULL,
	"segment_index" integer NOT NULL,
	"voucher_code" text,
	"prize_type_id" integer,
	"prize_expires_at" timestamp with time zone,
	"deal_id" uuid,
	"spun_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_deal_id_app_deals_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."app_deals"("deal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spins_one_per_period_idx" ON "spins" USING btree ("customer_id","campaign","period_key");