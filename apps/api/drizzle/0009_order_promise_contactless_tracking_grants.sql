CREATE TABLE "order_tracking_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "caller_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "promised_at" = CASE
  WHEN ("basket"->>'isAsap')::boolean
    THEN "created_at" + make_interval(mins => COALESCE(("basket"->'storeInfo'->>'promiseTimeMinutes')::int, 0))
  ELSE "order_due_at"
END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "promised_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_contactless" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE INDEX "order_tracking_grants_expiry_idx" ON "order_tracking_grants" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_reference_unique" UNIQUE("payment_reference");