import { imageMaxBytes, imageTypeOf } from '@paintforge/sync-protocol';
import { limits } from '@paintforge/sync-protocol/constants';

/**
 * The one image pipeline (spec §9) for miniature photos and profile pictures: check the chosen file, decode it,
 * draw it to fit a box, and encode it as JPEG down a quality ladder until it fits a size. Each kind of image is a
 * target below; the screens differ only in which target they pass and the words they show for a problem.
 */
export interface ImageTarget {
  /** The chosen file must be under this many bytes (spec §5). */
  uploadMaxBytes: number;
  /** The box the drawn image fits in, proportions kept, never enlarged. */
  maxWidth: number;
  maxHeight: number;
  type: 'image/jpeg';
  /** Tried in order until the encoded image is at most `encodedMaxBytes`. */
  qualities: readonly number[];
  encodedMaxBytes: number;
}

/** A painted miniature's photo: within 600x400, quality 0.4 down by 0.05 to 0.1 until at most 5MB; upload under 20MB. */
export const miniaturePhotoTarget: ImageTarget = {
  uploadMaxBytes: limits.miniatureImageMaxBytes,
  maxWidth: 600,
  maxHeight: 400,
  type: 'image/jpeg',
  qualities: [0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1],
  encodedMaxBytes: imageMaxBytes,
};

/**
 * The large copy of a miniature's photo (issue 24): the details view and the showcase show it whole and sharp on a
 * 3x phone screen, so up to 1600 px on its long edge, JPEG (every browser encodes it) at most 400 KB.
 */
export const miniatureLargePhotoTarget: ImageTarget = {
  uploadMaxBytes: limits.miniatureImageMaxBytes,
  maxWidth: 1600,
  maxHeight: 1600,
  type: 'image/jpeg',
  qualities: [0.82, 0.75, 0.68, 0.6, 0.5, 0.4, 0.3],
  encodedMaxBytes: 400 * 1024,
};

/** A profile picture: at most 400 px on its longest side, quality 0.8, under 5MB chosen and stored. */
export const profilePictureTarget: ImageTarget = {
  uploadMaxBytes: limits.profileImageMaxBytes,
  maxWidth: 400,
  maxHeight: 400,
  type: 'image/jpeg',
  qualities: [0.8],
  encodedMaxBytes: limits.profileImageMaxBytes,
};

export type ImageFileProblem = 'invalid-type' | 'too-large';

/** What is wrong with a chosen file before it is read, as a code the screen turns into its words; null when nothing. */
export function imageFileProblem(file: Pick<Blob, 'type' | 'size'>, target: ImageTarget): ImageFileProblem | null {
  // The declared MIME type; the server judges the bytes again (sync-protocol imageTypeOf).
  if (!file.type.startsWith('image/')) return 'invalid-type';
  if (file.size >= target.uploadMaxBytes) return 'too-large';
  return null;
}

/** The bytes' own type (JPEG, PNG or WebP), whatever the file or a server claims; undefined for anything else. */
export async function sniffImageType(blob: Blob): Promise<string | undefined> {
  return imageTypeOf(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));
}

const sniffable = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A file that says it is a JPEG, PNG or WebP but whose bytes are none of them (a renamed page or document) is
 * refused by its content. Other image types (HEIC, GIF, AVIF) cannot be judged by a signature here and go on to
 * decoding, which refuses what the browser cannot draw.
 */
export async function imageContentProblem(file: Blob): Promise<ImageFileProblem | null> {
  if (!sniffable.has(file.type)) return null;
  return (await sniffImageType(file)) ? null : 'invalid-type';
}

/**
 * The size to draw an image at so it fits within maxWidth x maxHeight keeping its proportions. Smaller images keep
 * their size (enlarging adds bytes, not detail). Never below 1 px on a side.
 */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  if (!(width > 0 && height > 0 && maxWidth > 0 && maxHeight > 0)) {
    throw new RangeError(`Cannot fit a ${width}×${height} image within ${maxWidth}×${maxHeight}`);
  }
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Encodes at each quality of the ladder in turn and returns the first result of at most `maxBytes`; when none is
 * small enough, the last (smallest) one, which the server's own check then judges.
 */
export async function encodeWithinBytes(
  encode: (quality: number) => Promise<Blob>,
  qualities: readonly number[],
  maxBytes: number,
): Promise<Blob> {
  let blob: Blob | null = null;
  for (const quality of qualities) {
    blob = await encode(quality);
    if (blob.size <= maxBytes) return blob;
  }
  if (!blob) throw new RangeError('An image target needs at least one quality');
  return blob;
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

function decodeWithImageElement(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () =>
      resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}

/** Decodes an image file: createImageBitmap (off the main thread, honours EXIF rotation), else an <img>. */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Some formats (SVG in Chromium) only decode through an <img>.
    }
  }
  return decodeWithImageElement(file);
}

/** Resizes and re-encodes an image file for `target`. Throws when the file cannot be decoded as an image. */
export async function resizeImage(file: Blob, target: ImageTarget): Promise<Blob> {
  const [blob] = await resizeImageFor(file, [target]);
  return blob!;
}

/** A miniature's photo as the card's copy (600x400, spec §9) and the large one, from one decoding. */
export async function resizeMiniaturePhoto(file: Blob): Promise<MiniaturePhoto> {
  const [card, large] = await resizeImageFor(file, [miniaturePhotoTarget, miniatureLargePhotoTarget]);
  return { card: card!, large: large! };
}

export interface MiniaturePhoto {
  card: Blob;
  large: Blob;
}

/** The file decoded once and encoded for each target in turn. */
async function resizeImageFor(file: Blob, targets: readonly ImageTarget[]): Promise<Blob[]> {
  const image = await decode(file);
  try {
    const blobs: Blob[] = [];
    for (const target of targets) blobs.push(await drawFor(image, target));
    return blobs;
  } finally {
    image.close();
  }
}

async function drawFor(image: Decoded, target: ImageTarget): Promise<Blob> {
  const size = fitWithin(image.width, image.height, target.maxWidth, target.maxHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, size.width, size.height);
  const encode = (quality: number) =>
    new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), target.type, quality),
    );
  return await encodeWithinBytes(encode, target.qualities, target.encodedMaxBytes);
}

/** A blob as a data URL (the profile picture travels as one, spec §7). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable image')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable image'));
    reader.readAsDataURL(blob);
  });
}
