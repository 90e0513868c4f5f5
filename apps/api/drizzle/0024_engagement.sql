CREATE TABLE "engagement_attributes" (
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "engagement_attributes_subject_name_pk" PRIMARY KEY("subject","name")
);
--> statement-breakpoint
CREATE TABLE "engagement_card_states" (
	"card_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"viewed_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "engagement_card_states_card_id_subject_pk" PRIMARY KEY("card_id","subject")
);
--> statement-breakpoint
CREATE TABLE "engagement_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"image_url" text,
	"url" text,
	"expires_at" bigint,
	"extras" jsonb NOT NULL,
	"segment_kind" text NOT NULL,
	"segment_store_id" integer,
	"segment_state" text,
	"segment_min_orders" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_message_states" (
	"message_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"viewed_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "engagement_message_states_message_id_subject_pk" PRIMARY KEY("message_id","subject")
);
--> statement-breakpoint
CREATE TABLE "engagement_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"header" text NOT NULL,
	"message" text NOT NULL,
	"button_text" text,
	"url" text,
	"stores" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"segment_kind" text NOT NULL,
	"segment_store_id" integer,
	"segment_state" text,
	"segment_min_orders" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagement_card_states" ADD CONSTRAINT "engagement_card_states_card_id_engagement_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."engagement_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_message_states" ADD CONSTRAINT "engagement_message_states_message_id_engagement_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."engagement_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_cards_section_idx" ON "engagement_cards" USING btree ("section");--> statement-breakpoint
CREATE INDEX "engagement_events_subject_idx" ON "engagement_events" USING btree ("subject","occurred_at");