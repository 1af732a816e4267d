import { IdCard, Save } from 'lucide-react';
import { profileUpdateRequestSchema } from '@paintforge/sync-protocol';
import { NameFields } from '../../components/name-fields';
import { SubmitButton } from '../../components/submit-button';
import { toast } from '../../components/toast';
import { useSchemaForm } from '../../components/use-schema-form';
import type { SessionUser } from '../../data/account/auth-state';
import { useUpdateProfile } from '../../data/account/profile';
import { formActionsClass, ProfileSection, toastFailure } from './profile-section';
import { t } from '../../i18n/t';

/** First and last name (spec §5: both required), saved with PATCH /api/auth/profile. */
export function PersonalInformation({ user }: { user: SessionUser }) {
  const form = useSchemaForm({
    schema: profileUpdateRequestSchema,
    initial: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const updateProfile = useUpdateProfile(user);

  const submit = form.onSubmit(async (request) => {
    try {
      await updateProfile.mutateAsync(request);
      form.reset(request);
      toast({ title: t('profile.profileUpdated'), description: t('profile.nameSaved') });
    } catch (error) {
      toastFailure(t('profile.updateFailed'), error, t('profile.nameNotSaved'));
    }
  });

  return (
    <ProfileSection icon={<IdCard />} title={t('profile.personalTitle')} description={t('profile.personalDescription')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <NameFields form={form} />
        <div className={formActionsClass}>
          <SubmitButton
            pending={form.pending}
            label={t('profile.saveChanges')}
            pendingLabel={t('profile.saving')}
            icon={<Save aria-hidden="true" className="size-4" />}
          />
        </div>
      </form>
    </ProfileSection>
  );
}
