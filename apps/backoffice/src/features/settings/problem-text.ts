import { useTranslation } from 'react-i18next';

/** A field's refusal as react-hook-form holds it (a list field's own refusal has the same shape). */
type Problem = { type?: unknown; message?: unknown } | undefined;

/**
 * A field's refusal in the reader's words: the contract's own rule for the field (a `custom` issue)
 * by its word key here, zod's generic rules as zod's locale words them, the server's as it sent them.
 */
export function useProblemText() {
  const { t } = useTranslation();
  return (error: Problem, customKey: string): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'custom' ? t(customKey) : String(error.message);
  };
}
