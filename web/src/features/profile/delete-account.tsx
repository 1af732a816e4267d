import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoaderCircle, TriangleAlert, Trash2 } from 'lucide-react';
import { deleteAccountRequestSchema } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogClose, DialogContent } from '../../components/dialog';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { SubmitButton } from '../../components/submit-button';
import { toast } from '../../components/toast';
import { useSchemaForm } from '../../components/use-schema-form';
import { useDeleteAccount } from '../../data/account/profile';
import { formActionsClass, ProfileSection, toastFailure } from './profile-section';
import { t } from '../../i18n/t';

/**
 * The danger zone: deleting the account after the password and a confirmation. The server deletes the user with
 * their paints, projects and feedback; this device then forgets the session and the local data, as on logout.
 */
export function DeleteAccount({ email }: { email: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm({ schema: deleteAccountRequestSchema, initial: { password: '' } });
  const [confirming, setConfirming] = useState<{ password: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const deletion = useDeleteAccount();
  const deleting = deletion.isPending;

  const submit = form.onSubmit((request) => setConfirming(request));

  async function deleteAccount(request: { password: string }) {
    try {
      await deletion.mutateAsync(request);
      void navigate('/');
      toast({ title: t('profile.accountDeleted'), description: t('profile.accountDeletedText') });
    } catch (error) {
      setConfirming(null);
      toastFailure(t('profile.deletionFailed'), error, t('profile.accountNotDeleted'));
    }
  }

  return (
    <ProfileSection
      icon={<TriangleAlert />}
      title={t('profile.dangerTitle')}
      tone="danger"
      description={t('profile.dangerDescription')}
      className="md:col-span-2"
    >
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label={t('profile.password')} error={form.errors.password} hint={t('profile.deletePasswordHint')}>
          {(control) => (
            <Input {...control} {...form.field('password')} type="password" autoComplete="current-password" className="sm:max-w-sm" />
          )}
        </Field>
        <div className={formActionsClass}>
          <SubmitButton
            variant="destructive"
            pending={form.pending}
            label={t('profile.deleteAccount')}
            pendingLabel={t('profile.checking')}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
          />
        </div>
      </form>
      <Dialog open={confirming !== null} onOpenChange={(open) => (open || deleting ? undefined : setConfirming(null))}>
        <DialogContent
          // Back on "Delete Account" when the confirmation closes: the form's check disabled that button for a moment
          // as the dialog opened, so it did not have focus to give back.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
          }}
          title={t('profile.confirmTitle')}
          description={t('profile.confirmText')}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={deleting}>
                {t('profile.cancel')}
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={deleting} onClick={() => (confirming ? void deleteAccount(confirming) : undefined)}>
              {deleting ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {deleting ? t('profile.deleting') : t('profile.deleteAccount')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </ProfileSection>
  );
}
