import { Field } from './field';
import { Input } from './input';
import type { SchemaForm } from './use-schema-form';
import { t } from '../i18n/t';

type NameForm = Pick<SchemaForm<{ firstName: string; lastName: string }, unknown>, 'errors' | 'field'>;

/** First and last name side by side (one column on phones), as registration and the profile ask for them. */
export function NameFields({ form }: { form: NameForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('auth.firstName')} error={form.errors.firstName}>
        {(control) => <Input {...control} {...form.field('firstName')} autoComplete="given-name" />}
      </Field>
      <Field label={t('auth.lastName')} error={form.errors.lastName}>
        {(control) => <Input {...control} {...form.field('lastName')} autoComplete="family-name" />}
      </Field>
    </div>
  );
}
