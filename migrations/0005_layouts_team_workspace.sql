ALTER TABLE "layouts" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "layouts" ADD CONSTRAINT "layouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layouts_team_created_idx" ON "layouts" USING btree ("team_id","created_at");