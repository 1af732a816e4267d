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
      toast({ title: 'Account deleted', description: 'Your account has been deleted.' });
    } catch (error) {
      setConfirming(null);
      toastFailure('Account Deletion Failed', error, 'Your account could not be deleted. Please try again.');
    }
  }

  return (
    <ProfileSection
      icon={<TriangleAlert />}
      title="Danger Zone"
      tone="danger"
      description="Deleting your account cannot be undone."
      className="md:col-span-2"
    >
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label="Password" error={form.errors.password} hint="Enter your password to delete your account.">
          {(control) => (
            <Input {...control} {...form.field('password')} type="password" autoComplete="current-password" className="sm:max-w-sm" />
          )}
        </Field>
        <div className={formActionsClass}>
          <SubmitButton
            variant="destructive"
            pending={form.pending}
            label="Delete Account"
            pendingLabel="Checking…"
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
          title="Delete your account?"
          description="This permanently deletes your account, all your paint inventory and all your projects. This cannot be undone."
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={deleting} onClick={() => (confirming ? void deleteAccount(confirming) : undefined)}>
              {deleting ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {deleting ? 'Deleting…' : 'Delete Account'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </ProfileSection>
  );
}
