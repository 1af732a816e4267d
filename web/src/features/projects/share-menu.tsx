import { useState } from 'react';
import { Copy, Download, Globe, Link2Off, Lock, Share2, Text } from 'lucide-react';
import type { ProjectRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/menu';
import { toast } from '../../components/use-toast';
import { shareProject, showcaseUrl, unshareProject, useProjectShare } from '../../data/collection/projects';
import { useRecipe } from '../../data/collection/recipes';
import { recipeCardImage } from './recipe-card-image';
import { cardFileName, recipeText, type SharedPaint } from './share-text';
import { namedMessages, t } from '../../i18n/t';

type SharedProject = Pick<ProjectRow, 'id' | 'name' | 'description'>;

export const shareWords = namedMessages('projects', {
  checking: 'shareChecking',
  private: 'sharePrivate',
  pending: 'sharePending',
  live: 'shareLive',
  noImage: 'shareNoImage',
});

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  // The click starts the download at once; the URL is freed after it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A card's share menu (spec §2: Copy Link, Download Image, Share Complete Showcase, Share as Text). A miniature is
 * private until a link is asked for: Copy Link and Share Complete Showcase share it (offline too, the link made on
 * this device), and the menu says whether the link is live yet. Stop sharing makes the old link open nothing.
 */
export function ShareMenu({ project, imageUrl }: { project: SharedProject; imageUrl: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Menu open={open} onOpenChange={setOpen}>
      <MenuTrigger asChild>
        {/* ml-auto: sits beside the card's other actions at the end of its footer. */}
        <Button variant="ghost" size="sm" className="ml-auto" aria-label={t('projects.shareNamed', { name: project.name })}>
          <Share2 aria-hidden="true" className="size-4" /> {t('projects.share')}
        </Button>
      </MenuTrigger>
      <MenuContent className="max-w-[calc(100vw-16px)]">
        <ShareItems project={project} imageUrl={imageUrl} />
      </MenuContent>
    </Menu>
  );
}

// Mounted only while the menu is open, so a long gallery does not read every recipe up front.
function ShareItems({ project, imageUrl }: { project: SharedProject; imageUrl: string | null }) {
  const share = useProjectShare(project.id);
  const recipe = useRecipe(project.id);
  const rows: readonly SharedPaint[] = recipe ?? [];
  const token = share?.token ?? null;
  // Never "Private" before the device has said: the menu opens before its query answers.
  const status =
    share === undefined ? shareWords.checking : token === null ? shareWords.private : share.live ? shareWords.live : shareWords.pending;

  // Whether the link already worked before this click: a link made now goes live only when this device syncs.
  const wasLive = share?.live === true && token !== null;
  const liveWords = () => (wasLive ? shareWords.live : `${shareWords.pending}.`);

  const copyLink = async () => {
    let url: string;
    try {
      url = showcaseUrl(await shareProject(project.id));
    } catch {
      toast({ title: t('projects.shareFailedTitle'), description: t('projects.linkNotMade'), variant: 'destructive' });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('projects.linkCopiedTitle'), description: liveWords() });
    } catch {
      toast({ title: t('projects.copyFailedTitle'), description: t('projects.copyFailedText', { url }), variant: 'destructive' });
    }
  };

  const downloadImage = async () => {
    if (!imageUrl) {
      toast({ title: t('projects.noImageTitle'), description: shareWords.noImage, variant: 'destructive' });
      return;
    }
    try {
      download(await recipeCardImage(project, rows, imageUrl), cardFileName(project.name));
      toast({
        title: t('projects.imageDownloadedTitle'),
        description: t('projects.imageDownloadedText', { file: cardFileName(project.name) }),
      });
    } catch {
      toast({ title: t('projects.downloadFailedTitle'), description: t('projects.downloadFailedText'), variant: 'destructive' });
    }
  };

  const shareShowcase = async () => {
    try {
      const url = showcaseUrl(await shareProject(project.id));
      const card = imageUrl
        ? new File([await recipeCardImage(project, rows, imageUrl)], cardFileName(project.name), { type: 'image/jpeg' })
        : null;
      const text = recipeText(project, rows, null);
      const withFiles = card && navigator.canShare?.({ files: [card] }) ? { files: [card] } : {};
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: project.name, text, url, ...withFiles });
        return;
      }
      // No Web Share here (most desktops): the card is downloaded and the link copied, ready to paste.
      if (card) download(card, card.name);
      await navigator.clipboard.writeText(url);
      toast({
        title: t('projects.showcaseReadyTitle'),
        description: `${card ? t('projects.showcaseReadyCard') : t('projects.showcaseReadyLink')} ${liveWords()}`,
      });
    } catch (error) {
      if (!isAbort(error))
        toast({ title: t('projects.shareFailedTitle'), description: t('projects.showcaseFailed'), variant: 'destructive' });
    }
  };

  const shareText = async () => {
    const text = recipeText(project, rows, token ? showcaseUrl(token) : null);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: project.name, text });
        return;
      }
      await navigator.clipboard.writeText(text);
      toast({ title: t('projects.recipeCopiedTitle'), description: t('projects.recipeCopiedText') });
    } catch (error) {
      if (!isAbort(error))
        toast({ title: t('projects.shareFailedTitle'), description: t('projects.textShareFailed'), variant: 'destructive' });
    }
  };

  const stopSharing = async () => {
    try {
      await unshareProject(project.id);
      toast({ title: t('projects.sharingStoppedTitle'), description: t('projects.sharingStoppedText') });
    } catch {
      toast({ title: t('projects.shareFailedTitle'), description: t('projects.stopFailed'), variant: 'destructive' });
    }
  };

  const loading = share === undefined || recipe === undefined;
  return (
    <>
      <MenuLabel className="flex max-w-72 items-start gap-2 text-muted">
        {token === null ? (
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span role="status">{status}</span>
      </MenuLabel>
      <MenuSeparator />
      <MenuItem disabled={loading} onSelect={() => void copyLink()}>
        <Copy aria-hidden="true" /> {t('projects.copyLink')}
      </MenuItem>
      <MenuItem disabled={loading} onSelect={() => void downloadImage()}>
        <Download aria-hidden="true" /> {t('projects.downloadImage')}
      </MenuItem>
      <MenuItem disabled={loading} onSelect={() => void shareShowcase()}>
        <Share2 aria-hidden="true" /> {t('projects.shareShowcase')}
      </MenuItem>
      <MenuItem disabled={loading} onSelect={() => void shareText()}>
        <Text aria-hidden="true" /> {t('projects.shareAsText')}
      </MenuItem>
      {token !== null ? (
        <>
          <MenuSeparator />
          <MenuItem onSelect={() => void stopSharing()}>
            <Link2Off aria-hidden="true" /> {t('projects.stopSharing')}
          </MenuItem>
        </>
      ) : null}
    </>
  );
}
