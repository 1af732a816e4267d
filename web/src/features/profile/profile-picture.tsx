import { useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { blobToDataUrl, imageFileProblem, profilePictureTarget, resizeImage, type ImageFileProblem } from '../../components/image/resize';
import { toast } from '../../components/toast';
import { initials, type SessionUser } from '../../data/account/auth-state';
import { useRemoveProfileImage, useSetProfileImage } from '../../data/account/profile';
import { formActionsClass, ProfileSection, toastFailure } from './profile-section';

/** Spec §5 Profile picture: an image, under 5MB; the words for each problem the pipeline finds. */
export const pictureProblemText: Record<ImageFileProblem, string> = {
  'invalid-type': 'Please choose an image file, such as a JPEG or PNG photo.',
  'too-large': 'The picture must be under 5MB. Please choose a smaller image.',
};

/** Profile picture (spec §2, §9): any image under 5MB, made a 400 px JPEG in the browser, or removed. */
export function ProfilePicture({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const setImage = useSetProfileImage(user);
  const removeImage = useRemoveProfileImage(user);
  const uploading = preparing || setImage.isPending;
  const busy = uploading || removeImage.isPending;

  async function upload(file: File) {
    const problem = imageFileProblem(file, profilePictureTarget);
    if (problem) {
      toast({ title: 'Upload Failed', description: pictureProblemText[problem], variant: 'destructive' });
      return;
    }
    let dataUrl: string;
    setPreparing(true);
    try {
      dataUrl = await blobToDataUrl(await resizeImage(file, profilePictureTarget));
    } catch {
      toast({
        title: 'Processing Failed',
        description: 'This image could not be read. Please choose another picture.',
        variant: 'destructive',
      });
      return;
    } finally {
      setPreparing(false);
    }
    try {
      await setImage.mutateAsync(dataUrl);
      toast({ title: 'Profile picture updated', description: 'Your new picture is shown in the menu and on your profile.' });
    } catch (error) {
      toastFailure('Upload Failed', error, 'Your picture could not be saved. Please try again.');
    }
  }

  async function remove() {
    try {
      await removeImage.mutateAsync();
      toast({ title: 'Profile picture removed', description: 'Your initials are shown instead.' });
    } catch (error) {
      toastFailure('Update Failed', error, 'Your picture could not be removed. Please try again.');
    }
  }

  return (
    <ProfileSection
      icon={<UserRound />}
      title="Profile Picture"
      description="An image under 5MB. It is resized to 400 pixels before it is sent."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar imageUrl={user.profileImageUrl} initials={initials(user)} className="size-24 text-3xl" />
        <div className="min-w-0 space-y-3">
          <p className="text-sm text-muted">
            {user.profileImageUrl ? 'This is your current picture.' : 'No picture yet: your initials are shown instead.'}
          </p>
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
                if (file && !busy) void upload(file);
              }}
            />
            <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              {uploading ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <ImagePlus aria-hidden="true" className="size-4" />
              )}
              {uploading ? 'Uploading…' : user.profileImageUrl ? 'Change Picture' : 'Upload Picture'}
            </Button>
            {user.profileImageUrl ? (
              <Button variant="ghost" disabled={busy} onClick={() => void remove()}>
                {removeImage.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" className="size-4" />
                )}
                Remove Picture
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}
