CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "advertisement_collections" (
	"advertisement_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	CONSTRAINT "advertisement_collections_advertisement_id_collection_id_pk" PRIMARY KEY("advertisement_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visible" boolean DEFAULT false NOT NULL,
	"new" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"media_source" text,
	"primary_text" text,
	"headline" text,
	"description" text,
	"display_link" text,
	"call_to_action" text,
	"analysis" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry" text,
	"subindustry" text,
	"type" text[] DEFAULT '{}'::text[] NOT NULL,
	"seasonal" text,
	"format" text,
	"video_type" text,
	"video_length" text,
	"gender" text[] DEFAULT '{}'::text[] NOT NULL,
	"objective" text[] DEFAULT '{}'::text[] NOT NULL,
	"placement" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_cta_known" CHECK ("advertisements"."call_to_action" is null or "advertisements"."call_to_action" in ('Learn More', 'Apply Now', 'Book Now', 'Buy Tickets', 'Call Now', 'Contact Us', 'Donate Us', 'Download', 'Get Directions', 'Get Offer', 'Get Quote', 'Get Showtimes', 'Install Now', 'Like Page', 'Listen Now', 'Open Link', 'Order Now', 'Play Game', 'Request Time', 'Save', 'See Menu', 'Send Message', 'Send WhatsApp Message', 'Shop Now', 'Sign Up', 'Subscribe', 'Use App', 'View Event', 'Watch More')),
	CONSTRAINT "ads_industry_known" CHECK ("advertisements"."industry" is null or "advertisements"."industry" in ('Food/Drink', 'Fashion', 'Health/Wellness', 'Beauty/Cosmetics', 'Home', 'Kids/Baby', 'Pets', 'Tech', 'Sports/Outdoors', 'Other', 'Null')),
	CONSTRAINT "ads_subindustry_known" CHECK ("advertisements"."subindustry" is null or "advertisements"."subindustry" in ('Drinks', 'Food', 'Other', 'Accesories/jewelry', 'Clothing', 'Footwear', 'Suplements', 'Furniture', 'Decoration', 'Landscaping', 'Fashion', 'food and drinks', 'Accesories', 'Electronics', 'Indoor sports', 'Outdoor sports', 'Fitness', 'Sport''s clothing')),
	CONSTRAINT "ads_seasonal_known" CHECK ("advertisements"."seasonal" is null or "advertisements"."seasonal" in ('Black Friday', 'Christmas', 'Halloween', 'Thanksgiving', 'New Year', 'Summer', 'Winter', 'Spring', 'Fall')),
	CONSTRAINT "ads_seasonal_needs_type" CHECK ("advertisements"."seasonal" is null or 'Seasonal' = any("advertisements"."type")),
	CONSTRAINT "ads_format_known" CHECK ("advertisements"."format" is null or "advertisements"."format" in ('Video', 'Static Image')),
	CONSTRAINT "ads_video_type_known" CHECK ("advertisements"."video_type" is null or "advertisements"."video_type" in ('Post-Production only', 'Filmed Video needed')),
	CONSTRAINT "ads_video_length_known" CHECK ("advertisements"."video_length" is null or "advertisements"."video_length" in ('More than 20 sec', 'Less than 20 sec')),
	CONSTRAINT "ads_type_known" CHECK ("advertisements"."type" <@ array['Unboxing', 'Lifestyle', 'Social Proof', 'Discount', 'Humor', 'Ilustration', 'How-to/Features', 'UGC', 'Seasonal']::text[]),
	CONSTRAINT "ads_gender_known" CHECK ("advertisements"."gender" <@ array['Female', 'Male']::text[]),
	CONSTRAINT "ads_objective_known" CHECK ("advertisements"."objective" <@ array['prospecting', 'retargeting']::text[])
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_visible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" text,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"collection_date" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"bulked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_month" CHECK ("collections"."collection_date" is null or "collections"."collection_date" ~ '^\d{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "collections_roles_known" CHECK ("collections"."roles" <@ array['free', 'monthly', 'annual', 'admin', 'super']::text[])
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"discounted_price" numeric(10, 2),
	"use_discount" boolean DEFAULT false NOT NULL,
	"features" text DEFAULT '[]' NOT NULL,
	"extras" text,
	"paddle_plan_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_period_known" CHECK ("memberships"."period" is null or "memberships"."period" in ('free', 'monthly', 'annual'))
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name"),
	CONSTRAINT "roles_name_known" CHECK ("roles"."name" is null or "roles"."name" in ('free', 'monthly', 'annual', 'admin', 'super'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiktoks" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"post_id" text,
	"description" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"music_title" text,
	"industry" text,
	"download_link" text,
	"tiktok_link" text,
	"created_time" timestamp (3) with time zone,
	"created_for" text,
	"is_ad" boolean DEFAULT false NOT NULL,
	"new" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiktoks_industry_known" CHECK ("tiktoks"."industry" is null or "tiktoks"."industry" in ('Food/Drink', 'Fashion', 'Health/Wellness', 'Beauty/Cosmetics', 'Home', 'Kids/Baby', 'Pets', 'Tech', 'Sports/Outdoors', 'Other', 'Null')),
	CONSTRAINT "tiktoks_month" CHECK ("tiktoks"."created_for" is null or "tiktoks"."created_for" ~ '^\d{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "tiktoks_counts" CHECK ("tiktoks"."views" >= 0 and "tiktoks"."likes" >= 0 and "tiktoks"."shares" >= 0 and "tiktoks"."comments" >= 0)
);
--> statement-breakpoint
CREATE TABLE "titles_subtitles" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titles_subtitles_section_unique" UNIQUE("section")
);
--> statement-breakpoint
CREATE TABLE "ugc_creators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"age" integer,
	"gender" text,
	"niche" text,
	"city" text,
	"country" text,
	"industry" text,
	"minimum_project" text,
	"minimum_price" text,
	"link_from_creator" text,
	"website" text,
	"instagram_link" text,
	"tiktok_link" text,
	"twitter_link" text,
	"profile_picture" text,
	"videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"screenshoot" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creators_gender_known" CHECK ("ugc_creators"."gender" is null or "ugc_creators"."gender" in ('Woman', 'Man')),
	CONSTRAINT "creators_country_known" CHECK ("ugc_creators"."country" is null or "ugc_creators"."country" in ('Australia', 'Canada', 'Dominican Republic', 'Finland', 'France', 'Germany', 'Great Britain', 'Greece', 'Irland', 'Italy', 'Korea', 'Mexico', 'Netherlands', 'Nigeria', 'Norway', 'Romania', 'South Africa', 'Spain', 'United States')),
	CONSTRAINT "creators_industry_known" CHECK ("ugc_creators"."industry" is null or "ugc_creators"."industry" in ('Food/Drink', 'Fashion', 'Health/Wellness', 'Beauty/Cosmetics', 'Home', 'Kids/Baby', 'Pets', 'Tech', 'Sports/Outdoors', 'Other', 'Null')),
	CONSTRAINT "creators_six_videos" CHECK (coalesce(array_length("ugc_creators"."videos", 1), 0) <= 6)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"role_id" integer NOT NULL,
	"subscription_status" text DEFAULT 'none' NOT NULL,
	"full_access" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_subscription_status_known" CHECK ("users"."subscription_status" is null or "users"."subscription_status" in ('none', 'trialing', 'active', 'past_due', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "advertisement_collections" ADD CONSTRAINT "advertisement_collections_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_collections" ADD CONSTRAINT "advertisement_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_collections_collection_idx" ON "advertisement_collections" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "ads_visible_id_idx" ON "advertisements" USING btree ("visible","id");--> statement-breakpoint
CREATE INDEX "ads_visible_new_idx" ON "advertisements" USING btree ("visible","new","id");--> statement-breakpoint
CREATE INDEX "ads_visible_name_idx" ON "advertisements" USING btree ("visible","name","id");--> statement-breakpoint
CREATE INDEX "ads_visible_created_idx" ON "advertisements" USING btree ("visible","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_industry_idx" ON "advertisements" USING btree ("industry","subindustry");--> statement-breakpoint
CREATE INDEX "ads_type_gin" ON "advertisements" USING gin ("type");--> statement-breakpoint
CREATE INDEX "ads_objective_gin" ON "advertisements" USING gin ("objective");--> statement-breakpoint
CREATE INDEX "ads_search_trgm" ON "advertisements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signin_codes_email_idx" ON "signin_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "tiktoks_post_id_idx" ON "tiktoks" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");