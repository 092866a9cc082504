CREATE TABLE "member_last_active" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_active_pairs" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"previous_day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "team_active_pairs_agent_id_day_previous_day_pk" PRIMARY KEY("agent_id","day","previous_day")
);
--> statement-breakpoint
CREATE TABLE "team_day_figures" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_day_figures_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_fold_state" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"folded_until" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_last_active" ADD CONSTRAINT "member_last_active_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_last_active" ADD CONSTRAINT "member_last_active_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_active_pairs" ADD CONSTRAINT "team_active_pairs_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_active_pairs" ADD CONSTRAINT "team_active_pairs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_day_figures" ADD CONSTRAINT "team_day_figures_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_day_figures" ADD CONSTRAINT "team_day_figures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_fold_state" ADD CONSTRAINT "team_fold_state_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_last_active_merchant" ON "member_last_active" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "team_active_pairs_merchant" ON "team_active_pairs" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "team_day_figures_merchant" ON "team_day_figures" USING btree ("merchant_id");--> statement-breakpoint
-- A move carries the moved subtree's folded days with it: its own rows (the subtree's sums) leave
-- every upline of the old chain and join every upline of the new one; an upline on both nets zero.
-- The fold state's row lock orders this with the fold (team-fold.ts), so a window being folded on
-- the old tree is either wholly carried or folded on the new one.
CREATE FUNCTION team_figures_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM team_fold_state WHERE merchant_id = NEW.merchant_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  WITH chain (ancestor_id, sign) AS (
    SELECT ancestor_id, -1 FROM member_tree WHERE descendant_id = OLD.upline_id
    UNION ALL
    SELECT ancestor_id, 1 FROM member_tree WHERE descendant_id = NEW.upline_id
  )
  INSERT INTO team_day_figures (agent_id, day, merchant_id, new_members, deposits, withdrawals, bets, wins)
  SELECT chain.ancestor_id, f.day, f.merchant_id, sum(chain.sign * f.new_members), sum(chain.sign * f.deposits),
    sum(chain.sign * f.withdrawals), sum(chain.sign * f.bets), sum(chain.sign * f.wins)
  FROM team_day_figures f JOIN chain ON true
  WHERE f.agent_id = NEW.id
  GROUP BY 1, 2, 3
  ON CONFLICT (agent_id, day) DO UPDATE SET
    new_members = team_day_figures.new_members + excluded.new_members,
    deposits = team_day_figures.deposits + excluded.deposits,
    withdrawals = team_day_figures.withdrawals + excluded.withdrawals,
    bets = team_day_figures.bets + excluded.bets,
    wins = team_day_figures.wins + excluded.wins;
  WITH chain (ancestor_id, sign) AS (
    SELECT ancestor_id, -1 FROM member_tree WHERE descendant_id = OLD.upline_id
    UNION ALL
    SELECT ancestor_id, 1 FROM member_tree WHERE descendant_id = NEW.upline_id
  )
  INSERT INTO team_active_pairs (agent_id, day, previous_day, merchant_id, members)
  SELECT chain.ancestor_id, p.day, p.previous_day, p.merchant_id, sum(chain.sign * p.members)
  FROM team_active_pairs p JOIN chain ON true
  WHERE p.agent_id = NEW.id
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, previous_day) DO UPDATE SET members = team_active_pairs.members + excluded.members;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to fire after member_tree_move (same event, alphabetical order): the new chain is linked.
CREATE TRIGGER team_figures_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION team_figures_move();
