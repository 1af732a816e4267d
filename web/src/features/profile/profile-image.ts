import { profileImageMaxBytes } from '@paintforge/sync-protocol';

/** Spec §9: a profile picture is at most 400 px on its longest side, JPEG at quality 0.8. */
export const profileImageMaxSide = 400;
export const profileImageQuality = 0.8;

/** Why a chosen file cannot be a profile picture (spec §5: an image, under 5MB), or null when it can. */
export function profileImageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file, such as a JPEG or PNG photo.';
  if (file.size >= profileImageMaxBytes) return 'The picture must be under 5MB. Please choose a smaller image.';
  return null;
}

/**
 * The size to draw an image at so its longest side is at most `maxSide`, keeping its proportions. Smaller
 * images keep their size (enlarging adds bytes, not detail). Never below 1 px on a side.
 */
export function fitWithin(width: number, height: number, maxSide: number = profileImageMaxSide): { width: number; height: number } {
  if (!(width > 0 && height > 0 && maxSide > 0)) throw new RangeError(`Cannot fit a ${width}×${height} image within ${maxSide} px`);
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
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
    image.onload = () => resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) });
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

/**
 * The file as the profile picture the API stores: a JPEG data URL at most 400 px on its longest side, quality 0.8.
 * Throws when the file cannot be decoded as an image.
 */
export async function toProfileImageDataUrl(file: Blob): Promise<string> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height);
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
    return canvas.toDataURL('image/jpeg', profileImageQuality);
  } finally {
    image.close();
  }
}
