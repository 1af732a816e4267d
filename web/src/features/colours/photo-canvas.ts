/**
 * A chosen photo drawn on a canvas, at most `maxSide` pixels on its long side (a 12 MP phone photo scaled to 1,600
 * picks the same averaged colours and keeps getImageData small). Stays on the device: nothing is uploaded.
 */
export async function drawPhoto(file: Blob, canvas: HTMLCanvasElement, maxSide = 1600): Promise<ImageData> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** Where a pointer is on the canvas, in the canvas's own pixels (it is drawn scaled to the screen's width). */
export function canvasPoint(canvas: HTMLCanvasElement, clientX: number, clientY: number): { x: number; y: number } {
  const rect = canvas.getBoundingClientRect();
  return {
    x: ((clientX - rect.left) * canvas.width) / rect.width,
    y: ((clientY - rect.top) * canvas.height) / rect.height,
  };
}
