CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"customer_key" text,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"voucher_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"max_redemptions" integer,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_basket_idx" ON "voucher_redemptions" USING btree ("voucher_id","basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_customer_idx" ON "voucher_redemptions" USING btree ("voucher_id","customer_key");