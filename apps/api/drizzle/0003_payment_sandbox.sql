CREATE TABLE "sandbox_authorisations" (
	"authorisation_id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"token" text,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"return_url" text,
	"challenge_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_authorisations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_authorisations_amounts" CHECK ("sandbox_authorisations"."amount_cents" > 0 and "sandbox_authorisations"."captured_cents" between 0 and "sandbox_authorisations"."amount_cents" and "sandbox_authorisations"."refunded_cents" between 0 and "sandbox_authorisations"."captured_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"basket_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"return_url" text NOT NULL,
	"token" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"authorisation_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_redirect_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"authorisation_id" text,
	"token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_redirect_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_operations_authorisation_idx" ON "sandbox_operations" USING btree ("authorisation_id");