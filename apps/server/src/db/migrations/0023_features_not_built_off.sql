-- Sites seeded before the feature flags had these modules on, though nothing behind them works yet
-- (points mall, in-house lottery, VIP, referral, reward centre, missions, messages, manual rebate):
-- switched off, so the site hides them until their features land and an operator switches them on.
UPDATE "whitelabel_modules" SET "enabled" = false
WHERE "mod_id" IN ('POINTMALL3', 'LOTTERY3', 'VIP3', 'REFERRAL3', 'REWARD3', 'MISSION3', 'MESSAGE3', 'MANPLAYREB3');
