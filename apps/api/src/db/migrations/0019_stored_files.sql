CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"type" text NOT NULL,
	"stored_by" integer,
	"stored_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"unreferenced_since" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_stored_by_users_id_fk" FOREIGN KEY ("stored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;