import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { fieldErrors } from '@paintforge/sync-protocol';
import { localFieldErrors } from '../messages/schema-message-text';

type Issues = Parameters<typeof fieldErrors>[0];

/** A shared request schema (sync-protocol/src/auth.ts): the form checks exactly what the server checks. */
export interface FormSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: Issues };
}

/** Moves focus to the first field the form flagged, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export interface SchemaForm<Values extends Record<string, string>, Output> {
  values: Values;
  setValues: React.Dispatch<React.SetStateAction<Values>>;
  /** Per-field messages, shown once a submit was tried and kept up to date as the person types. */
  errors: Partial<Record<string, string>>;
  /** `value`, `name` and `onChange` for an input bound to one of the values. */
  field: (name: keyof Values & string) => { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  pending: boolean;
  /** The form's onSubmit: checks the values and, when valid, runs `action` with the parsed request. */
  onSubmit: (
    action: (data: Output) => Promise<void> | void,
    onInvalid?: (errors: Record<string, string>) => void,
  ) => (event: FormEvent<HTMLFormElement>) => void;
  /** Back to `next` (or the initial values) with no messages shown. */
  reset: (next?: Values) => void;
  /** Hides the messages until the next submit (after the server answered about values that were valid). */
  hideErrors: () => void;
}

/**
 * A form validated by a shared zod schema, with its messages beside each field (spec §5). `toInput` turns the
 * text fields into the request the schema checks (numbers, a token from the address). Nothing is restated here:
 * rules and messages live in sync-protocol.
 */
export function useSchemaForm<Values extends Record<string, string>, Output>({
  schema,
  initial,
  toInput = (values) => values,
}: {
  schema: FormSchema<Output>;
  initial: Values;
  toInput?: (values: Values) => unknown;
}): SchemaForm<Values, Output> {
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [pending, setPending] = useState(false);

  const check = (): { data: Output } | { errors: Record<string, string> } => {
    const result = schema.safeParse(toInput(values));
    // The schema's messages are shown in the painter's language (issue 38).
    return result.success ? { data: result.data } : { errors: localFieldErrors(result.error) };
  };
  const current = showErrors ? check() : null;
  const errors = current && 'errors' in current ? current.errors : {};

  return {
    values,
    setValues,
    errors,
    pending,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (event) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
    }),
    onSubmit: (action, onInvalid) => (event) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      setShowErrors(true);
      const result = check();
      if ('errors' in result) {
        onInvalid?.(result.errors);
        // Wait for React to mark the fields invalid, then focus the first.
        requestAnimationFrame(() => focusFirstInvalid(form));
        return;
      }
      setPending(true);
      void Promise.resolve()
        .then(() => action(result.data))
        .finally(() => setPending(false));
    },
    reset: (next = initial) => {
      setValues(next);
      setShowErrors(false);
    },
    hideErrors: () => setShowErrors(false),
  };
}
