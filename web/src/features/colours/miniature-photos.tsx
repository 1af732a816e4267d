import type { ProjectListItem } from '../../data/collection/projects';
import { useBlobUrl, useProjects } from '../../data/collection/projects';
import { t } from '../../i18n/t';

/**
 * The shown photo's pixels as a PNG (lossless, so the colours are the stored photo's), from the decoded image itself:
 * an offline browser refuses even a fetch of the photo's blob: address.
 */
async function imageBlob(image: HTMLImageElement): Promise<Blob | null> {
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  canvas.getContext('2d')?.drawImage(image, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

function MiniaturePhoto({ project, onChoose }: { project: ProjectListItem; onChoose: (photo: Blob) => void }) {
  // The large copy when the device has it (more pixels to pick from), else the card's.
  const url = useBlobUrl(project.largeImageHash ?? project.imageHash);
  if (!url) return null;
  return (
    <li className="shrink-0">
      <button
        type="button"
        aria-label={t('colours.photo.miniature', { name: project.name })}
        className="block size-16 overflow-hidden rounded-md ring-1 ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        onClick={(event) => {
          const image = event.currentTarget.querySelector('img');
          if (image) void imageBlob(image).then((blob) => blob && onChoose(blob));
        }}
      >
        <img src={url} alt="" className="size-full object-cover" />
      </button>
    </li>
  );
}

/** The painter's miniature photos (from this device), to pick a colour from one of them. Nothing when there are none. */
export function MiniaturePhotos({ onChoose }: { onChoose: (photo: Blob) => void }) {
  const projects = useProjects()?.filter((project) => project.imageHash !== null);
  if (!projects?.length) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">{t('colours.photo.miniatures')}</p>
      {/* Its height held from the start (a 64 px tile and the scrollbar's 4 px): the tiles' photos arrive one by one from
          the device's database, and the photo canvas below must not move under a finger meanwhile. */}
      <ul className="flex min-h-17 gap-2 overflow-x-auto pb-1">
        {projects.map((project) => (
          <MiniaturePhoto key={project.id} project={project} onChoose={onChoose} />
        ))}
      </ul>
    </div>
  );
}
