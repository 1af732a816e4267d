import { KeyRound } from 'lucide-react';
import { passwordChangeRequestSchema } from '@paintforge/sync-protocol';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { SubmitButton } from '../../components/submit-button';
import { toast } from '../../components/toast';
import { useSchemaForm } from '../../components/use-schema-form';
import { useChangePassword } from '../../data/account/profile';
import { formActionsClass, ProfileSection, toastFailure } from './profile-section';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (spec §5): current required, new at least 6 characters, confirmation must match. */
export function ChangePassword({ email }: { email: string }) {
  const form = useSchemaForm({ schema: passwordChangeRequestSchema, initial: empty });
  const changePassword = useChangePassword();

  const submit = form.onSubmit(async (request) => {
    try {
      await changePassword.mutateAsync(request);
      form.reset();
      toast({ title: 'Password updated', description: 'Your password has been changed. Your other devices have been signed out.' });
    } catch (error) {
      toastFailure('Password Update Failed', error, 'Your password could not be changed. Please try again.');
    }
  });

  return (
    <ProfileSection icon={<KeyRound />} title="Change Password" description="Changing it signs out your other devices.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label="Current password" error={form.errors.currentPassword}>
          {(control) => <Input {...control} {...form.field('currentPassword')} type="password" autoComplete="current-password" />}
        </Field>
        <Field label="New password" error={form.errors.newPassword}>
          {(control) => <Input {...control} {...form.field('newPassword')} type="password" autoComplete="new-password" />}
        </Field>
        <Field label="Confirm new password" error={form.errors.confirmPassword}>
          {(control) => <Input {...control} {...form.field('confirmPassword')} type="password" autoComplete="new-password" />}
        </Field>
        <div className={formActionsClass}>
          <SubmitButton pending={form.pending} label="Update Password" pendingLabel="Updating…" />
        </div>
      </form>
    </ProfileSection>
  );
}
