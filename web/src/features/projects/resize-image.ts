import { imageMaxBytes, limits } from '@paintforge/sync-protocol';

/** Spec §9: a miniature photo fits within 600x400 and is a JPEG of at most 5MB, quality from 0.4 down to 0.1. */
export const photoMaxWidth = 600;
export const photoMaxHeight = 400;
export const photoQualities = [0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1] as const;

export const photoMessages = {
  invalidType: 'Invalid file type',
  tooLarge: 'File too large',
  loadFailed: 'Failed to load image file',
} as const;

/** The problem with a chosen file before it is read (spec §5 Miniature image), or null. */
export function photoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return photoMessages.invalidType;
  if (file.size >= limits.miniatureImageMaxBytes) return photoMessages.tooLarge;
  return null;
}

/** The size that fits within the box keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxWidth = photoMaxWidth, maxHeight = photoMaxHeight): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(photoMessages.loadFailed));
    };
    image.src = url;
  });
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(photoMessages.loadFailed))), 'image/jpeg', quality));
}

/** Draws the photo into a canvas within 600x400 and encodes it as JPEG, lowering the quality until it is ≤ 5MB. */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(photoMessages.loadFailed);
  context.drawImage(image, 0, 0, width, height);
  let blob: Blob | null = null;
  for (const quality of photoQualities) {
    blob = await encode(canvas, quality);
    if (blob.size <= imageMaxBytes) return blob;
  }
  return blob!;
}
