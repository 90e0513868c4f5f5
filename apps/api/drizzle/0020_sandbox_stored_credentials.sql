CREATE TABLE "sandbox_stored_credential_charges" (
	"transaction_token" text PRIMARY KEY NOT NULL,
	"stored_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_stored_credential_charges_stored_idx" ON "sandbox_stored_credential_charges" USING btree ("stored_token");