-- A team page sums every day of each branch it shows (the subtree's size is the sum of its new
-- members over all days). Their rows lie on as many heap pages as days, since the fold writes a
-- day at a time; carried in the index, they are read from a few index pages instead.
CREATE INDEX IF NOT EXISTS "team_day_figures_days" ON "team_day_figures" USING btree ("agent_id", "day")
  INCLUDE ("new_members", "deposits", "withdrawals", "bets", "wins");
