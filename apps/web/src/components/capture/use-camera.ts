import { useEffect, useState } from 'react';

export type Facing = 'user' | 'environment';

/** Why the live camera is not there; the capture screen says so and offers a file instead. */
export type CameraProblem = 'no-api' | 'no-camera' | 'denied' | 'error';

export type CameraState =
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'unavailable'; problem: CameraProblem };

class NoCameraApi extends Error {}

function problemOf(err: unknown): CameraProblem {
  if (err instanceof NoCameraApi) return 'no-api';
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'error';
}

function openCamera(facing: Facing): Promise<MediaStream> {
  // Absent outside a secure context (and in old browsers), whatever the DOM types say.
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (typeof devices?.getUserMedia !== 'function') return Promise.reject(new NoCameraApi());
  return devices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } },
  });
}

/**
 * Opens the camera facing `facing` (front for a selfie, back for cards) when mounted and stops it when
 * unmounted; mount it again (a new key) to reopen.
 */
export function useCamera(facing: Facing): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    openCamera(facing)
      .then((s) => {
        if (cancelled) {
          s.getTracks().forEach((t) => {
            t.stop();
          });
          return;
        }
        stream = s;
        setState({ status: 'live', stream: s });
      })
      .catch((err: unknown) => {
        if (!cancelled) setState({ status: 'unavailable', problem: problemOf(err) });
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => {
        t.stop();
      });
    };
  }, [facing]);
  return state;
}
