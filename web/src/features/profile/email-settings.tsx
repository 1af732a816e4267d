import { Mail, Send } from 'lucide-react';
import { emailChangeRequestSchema } from '@paintforge/sync-protocol';
import { cn } from '../../components/cn';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { SubmitButton } from '../../components/submit-button';
import { toast } from '../../components/toast';
import { useSchemaForm } from '../../components/use-schema-form';
import type { SessionUser } from '../../data/account/auth-state';
import { useRequestEmailChange } from '../../data/account/profile';
import { formActionsClass, ProfileSection, toastFailure } from './profile-section';
import { t } from '../../i18n/t';

const badgeClass = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium';

/**
 * The account's email (spec §2, §4): the current address and whether it is verified, a pending new address, and
 * a form to change it. The change waits for the link mailed to the new address.
 */
export function EmailSettings({ user }: { user: SessionUser }) {
  const form = useSchemaForm({ schema: emailChangeRequestSchema, initial: { newEmail: '' } });
  const requestChange = useRequestEmailChange(user);

  const submit = form.onSubmit(async (request) => {
    try {
      const pendingEmail = await requestChange.mutateAsync(request);
      form.reset();
      toast({
        title: t('profile.emailSent', { email: pendingEmail }),
        description: t('profile.emailSentText'),
      });
    } catch (error) {
      toastFailure(t('profile.emailChangeFailed'), error, t('profile.emailNotChanged'));
    }
  });

  return (
    <ProfileSection icon={<Mail />} title={t('profile.emailTitle')} description={t('profile.emailDescription')}>
      <dl className="space-y-3">
        <div>
          <dt className="text-sm text-muted">{t('profile.currentEmail')}</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium">
            <span className="min-w-0 wrap-anywhere">{user.email}</span>
            {user.emailVerified === undefined ? null : (
              <span
                className={cn(
                  badgeClass,
                  user.emailVerified
                    ? 'border-success-ink/40 bg-success-soft text-success-ink'
                    : 'border-brand-ink/40 bg-brand-soft text-brand-ink',
                )}
              >
                {user.emailVerified ? t('profile.verified') : t('profile.unverified')}
              </span>
            )}
          </dd>
        </div>
        {user.pendingEmail ? (
          <div>
            <dt className="text-sm text-muted">{t('profile.pendingEmail')}</dt>
            <dd>
              <span className="font-medium wrap-anywhere">{user.pendingEmail}</span>
              <span className="block text-sm text-muted">{t('profile.pendingEmailText')}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <Field label={t('profile.newEmail')} error={form.errors.newEmail}>
          {(control) => <Input {...control} {...form.field('newEmail')} type="email" autoComplete="email" inputMode="email" />}
        </Field>
        <div className={formActionsClass}>
          <SubmitButton
            pending={form.pending}
            label={t('profile.changeEmail')}
            pendingLabel={t('profile.sending')}
            icon={<Send aria-hidden="true" className="size-4" />}
          />
        </div>
      </form>
    </ProfileSection>
  );
}
