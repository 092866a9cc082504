import { bankChangeRule } from './bank-change.rule.ts';
import { bigWinRule } from './big-win.rule.ts';
import { bonusAbuseRule } from './bonus-abuse.rule.ts';
import { rapidCycleRule } from './rapid-cycle.rule.ts';
import type { RiskRuleCheck } from './rule.ts';
import { sharedBankRule } from './shared-bank.rule.ts';
import { sharedDeviceRule } from './shared-device.rule.ts';
import { sharedIpRule } from './shared-ip.rule.ts';

/** Every rule the scan evaluates, in the contract's order. */
export const RISK_RULE_CHECKS: readonly RiskRuleCheck[] = [
  sharedIpRule,
  sharedDeviceRule,
  sharedBankRule,
  bigWinRule,
  rapidCycleRule,
  bankChangeRule,
  bonusAbuseRule,
];
