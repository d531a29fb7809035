/** Why there is no live camera: the page says so and offers a file instead. */
export type CameraProblem = 'denied' | 'no-camera';

/**
 * The back camera at the best resolution the device gives (the photo is read at full resolution): ideals
 * far above any phone's, so the browser picks its largest mode.
 */
export async function openBackCamera(video: HTMLVideoElement): Promise<MediaStream> {
  // Absent outside a secure context, whatever the DOM types say.
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (typeof devices?.getUserMedia !== 'function') throw new DOMException('No camera API', 'NotFoundError');
  const stream = await devices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 4096 }, height: { ideal: 3072 } },
  });
  video.srcObject = stream;
  await video.play();
  return stream;
}

export function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'no-camera';
}

export function stopCamera(stream: MediaStream): void {
  stream.getTracks().forEach((track) => {
    track.stop();
  });
}
