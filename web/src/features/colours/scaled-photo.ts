/// <reference lib="webworker" />

/**
 * A photo decoded and scaled to at most `maxSide` pixels on its long side, read as pixels. For the colour studio's
 * workers (OffscreenCanvas): decoding a 12 MP photo and scaling it are the slow part, and off the page they never
 * block a tap.
 */
export async function scaledPixels(file: Blob, maxSide: number): Promise<ImageData> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    bitmap.close();
  }
}
