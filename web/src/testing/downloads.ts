import { afterEach, vi } from 'vitest';

/** A file a screen saved, as the browser's download event gives it: its suggested name and its bytes. */
export interface SavedFile {
  filename: string;
  blob: Blob;
}

let restore: (() => void) | null = null;

afterEach(() => {
  restore?.();
  restore = null;
});

/**
 * Catches the files a screen saves through a temporary link (components/download.ts) for the rest of the test:
 * the link's blob and `download` name, read where the browser would start a download. `next()` answers the next
 * file saved (or one saved since the last call). A DOM without downloads would otherwise follow the link.
 */
export function catchDownloads(): { next(): Promise<SavedFile> } {
  const blobs = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  const waiting: Array<(file: SavedFile) => void> = [];
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((object: Blob | MediaSource) => {
    const url = `blob:download-${blobs.size + 1}`;
    blobs.set(url, object as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
    const blob = link ? blobs.get(link.getAttribute('href') ?? '') : undefined;
    if (!link || !blob) return;
    event.preventDefault();
    const file = { filename: link.getAttribute('download') ?? '', blob };
    const waiter = waiting.shift();
    if (waiter) waiter(file);
    else saved.push(file);
  };
  document.addEventListener('click', onClick, true);
  restore = () => {
    document.removeEventListener('click', onClick, true);
    create.mockRestore();
    revoke.mockRestore();
  };
  return {
    next: () => {
      const file = saved.shift();
      return file ? Promise.resolve(file) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
