import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_LABELS,
  PASSWORD_STRENGTH_THRESHOLDS,
} from "../constants.ts";

export type PasswordStrengthLevel = keyof typeof PASSWORD_STRENGTH_LABELS;

export interface PasswordStrengthResult {
  /** 0 to 5: one point per rule met. */
  score: number;
  level: PasswordStrengthLevel;
  label: (typeof PASSWORD_STRENGTH_LABELS)[PasswordStrengthLevel];
}

/**
 * The spec's five-point rule: one point each for at least 8 characters, an upper-case letter,
 * a lower-case letter, a digit and a symbol (anything else). 0-2 Weak, 3 Medium, 4-5 Strong.
 */
export function getPasswordStrength(password: string): PasswordStrengthResult {
  const rules = [
    password.length >= PASSWORD_MIN_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = rules.filter(Boolean).length;
  const level: PasswordStrengthLevel =
    score >= PASSWORD_STRENGTH_THRESHOLDS.strong
      ? "strong"
      : score >= PASSWORD_STRENGTH_THRESHOLDS.medium
        ? "medium"
        : "weak";
  return { score, level, label: PASSWORD_STRENGTH_LABELS[level] };
}
