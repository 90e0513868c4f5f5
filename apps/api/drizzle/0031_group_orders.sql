CREATE TABLE "group_order_lines" (
	"basket_item_id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_order_participants" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"is_host" boolean NOT NULL,
	"secret_hash" text NOT NULL,
	"joined_seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "group_order_participants_joined_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"joined_at" timestamp with time zone NOT NULL,
	"share_cents" integer,
	"share_status" text,
	"covered_by_host" boolean DEFAULT false NOT NULL,
	"card_session_id" text,
	"authorisation_id" text,
	"card_brand" text,
	"card_last4" text
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"share_token" text NOT NULL,
	"status" text NOT NULL,
	"mode" text,
	"locked_at" timestamp with time zone,
	"split_total_cents" integer,
	"placing" boolean DEFAULT false NOT NULL,
	"cover_status" text,
	"cover_cents" integer,
	"cover_authorisation_id" text,
	"cover_card_session_id" text,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_group_id_group_orders_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_orders"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_lines" ADD CONSTRAINT "group_order_lines_participant_id_group_order_participants_participant_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."group_order_participants"("participant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_participants" ADD CONSTRAINT "group_order_participants_group_id_group_orders_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_orders"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_basket_id_baskets_basket_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("basket_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_order_lines_group_idx" ON "group_order_lines" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_order_participants_secret_idx" ON "group_order_participants" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "group_order_participants_group_idx" ON "group_order_participants" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_share_token_idx" ON "group_orders" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_live_basket_idx" ON "group_orders" USING btree ("basket_id") WHERE "group_orders"."status" in ('open', 'locked', 'checkingOut', 'collecting');