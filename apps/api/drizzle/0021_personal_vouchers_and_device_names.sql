CREATE TABLE "app_deals" (
	"deal_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"prize_type_id" integer NOT NULL,
	"award_key" text NOT NULL,
	"voucher_id" integer NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"reset_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "issued_vouchers" (
	"voucher_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "issued_vouchers_voucher_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000000 CACHE 1),
	"customer_id" uuid NOT NULL,
	"source" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_spends" (
	"spend_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"reward_id" text NOT NULL,
	"points" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"spent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "app_deals" ADD CONSTRAINT "app_deals_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_deals" ADD CONSTRAINT "app_deals_voucher_id_issued_vouchers_voucher_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."issued_vouchers"("voucher_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_vouchers" ADD CONSTRAINT "issued_vouchers_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_spends" ADD CONSTRAINT "reward_spends_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_spends" ADD CONSTRAINT "reward_spends_voucher_id_issued_vouchers_voucher_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."issued_vouchers"("voucher_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_deals_award_idx" ON "app_deals" USING btree ("customer_id","award_key");--> statement-breakpoint
CREATE INDEX "app_deals_customer_idx" ON "app_deals" USING btree ("customer_id","prize_type_id");--> statement-breakpoint
CREATE INDEX "issued_vouchers_customer_idx" ON "issued_vouchers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_spends_key_idx" ON "reward_spends" USING btree ("customer_id","idempotency_key");