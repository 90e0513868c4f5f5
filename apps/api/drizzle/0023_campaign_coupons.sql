CREATE TABLE "campaign_coupons" (
	"voucher_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_coupons_voucher_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 500000000 CACHE 1),
	"campaign" text NOT NULL,
	"email_key" text NOT NULL,
	"email" text NOT NULL,
	"claim_day" date NOT NULL,
	"store_code" text,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_coupons_email_day_idx" ON "campaign_coupons" USING btree ("email_key","claim_day");