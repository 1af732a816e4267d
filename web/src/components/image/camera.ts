/**
 * The camera for a photo (spec §4 "Camera dialog: opening starts the stream, capture stops it"): the rear camera
 * when there is one, a frame captured to JPEG at quality 0.8 (spec §9).
 */
export const cameraJpegQuality = 0.8;

export type CaptureProblem = 'not-ready' | 'no-canvas' | 'encode-failed';

export class CaptureError extends Error {
  constructor(readonly problem: CaptureProblem) {
    super(problem);
    this.name = 'CaptureError';
  }
}

/** Opens the camera, preferring the rear one (`ideal`: a laptop's only camera still opens). */
export function openCamera(
  media: MediaDevices | undefined = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
): Promise<MediaStream> {
  if (!media?.getUserMedia) return Promise.reject(new Error('No camera API in this browser'));
  return media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The video's current frame as a JPEG. Throws CaptureError. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  if (!video.videoWidth || !video.videoHeight) return Promise.reject(new CaptureError('not-ready'));
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new CaptureError('no-canvas'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CaptureError('encode-failed'))), 'image/jpeg', cameraJpegQuality),
  );
}
