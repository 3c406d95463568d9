import { readApiFailure } from '@nightlife/api';
import type { FieldError } from '@nightlife/domain';

/** Field errors (the domain rule's, or the server's) as one message per field, first one wins. */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

/** What a failed form call tells the page: the server's field errors and its own words, if any. */
export function readFormFailure(error: unknown): {
  fieldErrors: Record<string, string>;
  detail: string | null;
} {
  const failure = readApiFailure(error);
  if (failure.kind === 'network') return { fieldErrors: {}, detail: null };
  return { fieldErrors: errorsByField(failure.fieldErrors), detail: failure.detail };
}

/** Moves the keyboard to the first control named in `fields` (in the form's order), for screen readers too. */
export function focusFirstInvalid(form: HTMLFormElement | null, fields: readonly string[]): void {
  if (!form) return;
  const invalid = [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && fields.includes(element.getAttribute('name') ?? ''),
  );
  invalid?.focus();
}
