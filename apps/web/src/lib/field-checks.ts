import {
  checkFieldValue,
  type FieldProblem,
  type FieldRule,
  normalizeMobile,
  standardRule,
} from '@platform/contract/field-rules';
import type { Problems } from './api-error-message.ts';

/** A field the flow needs whatever the operator set: its rule, shown and required (as the server does). */
export function requiredRule(rule: FieldRule | undefined): FieldRule {
  return {
    ...(rule ?? standardRule('ANY', 1, 200, { required: true, shown: true })),
    required: true,
    shown: true,
  };
}

/** Spec §5 'Input cannot be empty' for a field with no operator rule (inputs are trimmed). */
export function requiredProblem(value: string): FieldProblem | null {
  return value.trim() === '' ? { key: 'required' } : null;
}

/** Spec §5 mobile rule: present, the operator's pattern, and a real number for the dialling code. */
export function mobileProblem(
  rule: FieldRule | undefined,
  dialingCode: string,
  mobileNum: string,
): FieldProblem | null {
  const problem = checkFieldValue('mobileNum', requiredRule(rule), mobileNum);
  if (problem) return problem;
  return normalizeMobile(dialingCode, mobileNum) ? null : { key: 'mobile_invalid' };
}

/** The failing fields of a list of checks (null = fine). */
export function problemsOf(checks: Record<string, FieldProblem | null>): Problems {
  const problems: Problems = {};
  for (const [field, problem] of Object.entries(checks)) if (problem) problems[field] = problem;
  return problems;
}

export const hasProblems = (problems: Problems) => Object.keys(problems).length > 0;
