CREATE TABLE "trash" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"record_id" integer NOT NULL,
	"batch" text NOT NULL,
	"row" jsonb NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_entity_deleted_idx" ON "trash" USING btree ("entity","deleted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_batch_idx" ON "trash" USING btree ("batch");