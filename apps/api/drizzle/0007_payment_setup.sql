CREATE TABLE "captcha_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "payment_info" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD COLUMN "deleted_at" timestamp with time zone;