import { useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { apiRequest } from '../../data/api-client';
import { initials, type SessionUser } from '../../data/auth-state';
import { profileImageFileProblem, toProfileImageDataUrl } from './profile-image';
import { formActionsClass, ProfileSection, storeChangedUser, toastFailure } from './profile-section';

/** Profile picture (spec §2, §9): any image under 5MB, made a 400 px JPEG in the browser, or removed. */
export function ProfilePicture({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  async function upload(file: File) {
    const problem = profileImageFileProblem(file);
    if (problem) {
      toast({ title: 'Upload Failed', description: problem, variant: 'destructive' });
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await toProfileImageDataUrl(file);
    } catch {
      toast({ title: 'Processing Failed', description: 'This image could not be read. Please choose another picture.', variant: 'destructive' });
      return;
    }
    try {
      const answer = await apiRequest<unknown>('PATCH', '/api/auth/profile-image', { body: { profileImageUrl: dataUrl } });
      storeChangedUser(answer, user, { profileImageUrl: dataUrl });
      toast({ title: 'Profile picture updated', description: 'Your new picture is shown in the menu and on your profile.' });
    } catch (error) {
      toastFailure('Upload Failed', error, 'Your picture could not be saved. Please try again.');
    }
  }

  async function remove() {
    try {
      const answer = await apiRequest<unknown>('DELETE', '/api/auth/profile-image');
      storeChangedUser(answer, user, { profileImageUrl: null });
      toast({ title: 'Profile picture removed', description: 'Your initials are shown instead.' });
    } catch (error) {
      toastFailure('Update Failed', error, 'Your picture could not be removed. Please try again.');
    }
  }

  function run(kind: 'upload' | 'remove', task: () => Promise<void>) {
    setBusy(kind);
    void task().finally(() => setBusy(null));
  }

  return (
    <ProfileSection icon={<UserRound />} title="Profile Picture" description="An image under 5MB. It is resized to 400 pixels before it is sent.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar imageUrl={user.profileImageUrl} initials={initials(user)} className="size-24 text-3xl" />
        <div className="min-w-0 space-y-3">
          <p className="text-sm text-muted">{user.profileImageUrl ? 'This is your current picture.' : 'No picture yet: your initials are shown instead.'}</p>
          <div className={formActionsClass}>
            <input
              ref={input}
              type="file"
              accept="image/*"
              aria-label="Profile picture file"
              tabIndex={-1}
              className="hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so that choosing the same file again still counts as a change.
                event.target.value = '';
                if (file) run('upload', () => upload(file));
              }}
            />
            <Button variant="outline" disabled={busy !== null} onClick={() => input.current?.click()}>
              {busy === 'upload' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <ImagePlus aria-hidden="true" className="size-4" />}
              {busy === 'upload' ? 'Uploading…' : user.profileImageUrl ? 'Change Picture' : 'Upload Picture'}
            </Button>
            {user.profileImageUrl ? (
              <Button variant="ghost" disabled={busy !== null} onClick={() => run('remove', remove)}>
                {busy === 'remove' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />}
                Remove Picture
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}
