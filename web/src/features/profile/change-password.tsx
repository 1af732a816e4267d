import { KeyRound } from 'lucide-react';
import { passwordChangeRequestSchema } from '@paintforge/sync-protocol';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { SubmitButton } from '../../components/submit-button';
import { toast } from '../../components/toast';
import { useSchemaForm } from '../../components/use-schema-form';
import { useChangePassword } from '../../data/account/profile';
import { formActionsClass, ProfileSection, toastFailure } from './profile-section';
import { t } from '../../i18n/t';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (spec §5): current required, new at least 6 characters, confirmation must match. */
export function ChangePassword({ email }: { email: string }) {
  const form = useSchemaForm({ schema: passwordChangeRequestSchema, initial: empty });
  const changePassword = useChangePassword();

  const submit = form.onSubmit(async (request) => {
    try {
      await changePassword.mutateAsync(request);
      form.reset();
      toast({ title: t('profile.passwordUpdated'), description: t('profile.passwordUpdatedText') });
    } catch (error) {
      toastFailure(t('profile.passwordUpdateFailed'), error, t('profile.passwordNotChanged'));
    }
  });

  return (
    <ProfileSection icon={<KeyRound />} title={t('profile.passwordTitle')} description={t('profile.passwordDescription')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label={t('profile.currentPassword')} error={form.errors.currentPassword}>
          {(control) => <Input {...control} {...form.field('currentPassword')} type="password" autoComplete="current-password" />}
        </Field>
        <Field label={t('profile.newPassword')} error={form.errors.newPassword}>
          {(control) => <Input {...control} {...form.field('newPassword')} type="password" autoComplete="new-password" />}
        </Field>
        <Field label={t('profile.confirmPassword')} error={form.errors.confirmPassword}>
          {(control) => <Input {...control} {...form.field('confirmPassword')} type="password" autoComplete="new-password" />}
        </Field>
        <div className={formActionsClass}>
          <SubmitButton pending={form.pending} label={t('profile.updatePassword')} pendingLabel={t('profile.updating')} />
        </div>
      </form>
    </ProfileSection>
  );
}
