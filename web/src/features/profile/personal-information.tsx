import { IdCard, Save } from 'lucide-react';
import { profileUpdateRequestSchema } from '@paintforge/sync-protocol';
import { NameFields } from '../../components/name-fields';
import { SubmitButton } from '../../components/submit-button';
import { toast } from '../../components/toast';
import { useSchemaForm } from '../../components/use-schema-form';
import type { SessionUser } from '../../data/account/auth-state';
import { useUpdateProfile } from '../../data/account/profile';
import { formActionsClass, ProfileSection, toastFailure } from './profile-section';

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
      toast({ title: 'Profile updated', description: 'Your name has been saved.' });
    } catch (error) {
      toastFailure('Update Failed', error, 'Your name could not be saved. Please try again.');
    }
  });

  return (
    <ProfileSection icon={<IdCard />} title="Personal Information" description="Your name, as shown in the menu and on your feedback.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <NameFields form={form} />
        <div className={formActionsClass}>
          <SubmitButton
            pending={form.pending}
            label="Save Changes"
            pendingLabel="Saving…"
            icon={<Save aria-hidden="true" className="size-4" />}
          />
        </div>
      </form>
    </ProfileSection>
  );
}
