CREATE TABLE "content_entries" (
	"kind" text NOT NULL,
	"entry_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "content_entries_kind_entry_id_pk" PRIMARY KEY("kind","entry_id")
);
