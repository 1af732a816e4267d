import { useRef, useState } from 'react';
import { ImagePlus, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { blobToDataUrl, imageFileProblem, profilePictureTarget, resizeImage, type ImageFileProblem } from '../../components/image/resize';
import { toast } from '../../components/toast';
import { initials, type SessionUser } from '../../data/account/auth-state';
import { useRemoveProfileImage, useSetProfileImage } from '../../data/account/profile';
import { formActionsClass, ProfileSection, toastFailure } from './profile-section';
import { namedMessages, t } from '../../i18n/t';

/** Spec §5 Profile picture: an image, under 5MB; the words for each problem the pipeline finds. */
export const pictureProblemText: Readonly<Record<ImageFileProblem, string>> = namedMessages('profile', {
  'invalid-type': 'pictureInvalidType',
  'too-large': 'pictureTooLarge',
});

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
      toast({ title: t('profile.uploadFailed'), description: pictureProblemText[problem], variant: 'destructive' });
      return;
    }
    let dataUrl: string;
    setPreparing(true);
    try {
      dataUrl = await blobToDataUrl(await resizeImage(file, profilePictureTarget));
    } catch {
      toast({
        title: t('profile.processingFailed'),
        description: t('profile.unreadablePicture'),
        variant: 'destructive',
      });
      return;
    } finally {
      setPreparing(false);
    }
    try {
      await setImage.mutateAsync(dataUrl);
      toast({ title: t('profile.pictureUpdated'), description: t('profile.pictureUpdatedText') });
    } catch (error) {
      toastFailure(t('profile.uploadFailed'), error, t('profile.pictureNotSaved'));
    }
  }

  async function remove() {
    try {
      await removeImage.mutateAsync();
      toast({ title: t('profile.pictureRemoved'), description: t('profile.pictureRemovedText') });
    } catch (error) {
      toastFailure(t('profile.updateFailed'), error, t('profile.pictureNotRemoved'));
    }
  }

  return (
    <ProfileSection icon={<UserRound />} title={t('profile.pictureTitle')} description={t('profile.pictureDescription')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar imageUrl={user.profileImageUrl} initials={initials(user)} className="size-24 text-3xl" />
        <div className="min-w-0 space-y-3">
          <p className="text-sm text-muted">{user.profileImageUrl ? t('profile.currentPicture') : t('profile.noPicture')}</p>
          <div className={formActionsClass}>
            <input
              ref={input}
              type="file"
              accept="image/*"
              aria-label={t('profile.pictureFile')}
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
              {uploading ? t('profile.uploading') : user.profileImageUrl ? t('profile.changePicture') : t('profile.uploadPicture')}
            </Button>
            {user.profileImageUrl ? (
              <Button variant="ghost" disabled={busy} onClick={() => void remove()}>
                {removeImage.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" className="size-4" />
                )}
                {t('profile.removePicture')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}
