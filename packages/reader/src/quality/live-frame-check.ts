import type { KitTemplate, QualityFlag } from '@portal/contract';
import type { RgbaImage } from '../image/rgba-image';
import { LIVE_GATES_NOT_MEASURED, liveGates, type LiveGateMetrics } from './live-gates';
import { locateLive } from './live-locate';
import {
  deviceSize,
  meanInside,
  outlineBlur,
  outlineGuidance,
  type OutlineGuidance,
} from './live-outline-guidance';

export type LiveFrameQuality = {
  /** true when the frame is good enough to take the photo. */
  readonly ready: boolean;
  /** What holds the photo back, the hint to show first. */
  readonly flags: QualityFlag[];
  readonly metrics: {
    /** Mean luminance (0..255) of the frame, and of the device where found. */
    brightness: number;
    deviceBrightness: number;
    clippedFraction: number;
    /** The reading area's rim verified on the preview (1) or not (0): the full read's own first route. */
    rimVerified: number;
  } & Omit<OutlineGuidance['metrics'], 'deviceBrightness'> &
    LiveGateMetrics;
};

export type LiveFrameOptions = {
  /**
   * Size of the photo the camera takes (the video's full size): the preview's scale at the reading area
   * is judged as the photo's. By default the frame's own size.
   */
  readonly captureWidth?: number;
  readonly captureHeight?: number;
};

/**
 * The camera page's check of a preview frame (a 640 x 480 video frame, about 6-11 ms): ready when the full
 * read would read the photo taken now. The device is found by the full read's own first route and its
 * reading area's rim verified by the same rule (locateLive); then readKit's gates are applied to the
 * preview (liveGates), the scale judged in the captured photo's pixels. A frame that does not verify is
 * held back, with a hint from its outline (outlineGuidance).
 */
export function checkLiveFrame(
  frame: RgbaImage,
  template: KitTemplate,
  options: LiveFrameOptions = {},
): LiveFrameQuality {
  const captureLongSide = Math.max(options.captureWidth ?? 0, options.captureHeight ?? 0);
  const captureScale = captureLongSide > 0 ? captureLongSide / Math.max(frame.width, frame.height) : 1;
  const { copy, bodies, location } = locateLive(frame, template);
  let sum = 0;
  let clipped = 0;
  // Indexed: V8 iterates a typed array with for-of several times slower, and this runs per preview frame.
  for (let i = 0; i < copy.luminance.length; i++) {
    const value = copy.luminance[i] ?? 0;
    sum += value;
    if (value >= 250) clipped++;
  }
  const brightness = sum / copy.luminance.length;
  const clippedFraction = clipped / copy.luminance.length;
  if (location?.verified) {
    const gates = liveGates(frame, template, location.homography, captureScale, location.body.touchesBorder);
    const outline = outlineBlur(frame, copy, location.body, template);
    if (outline.blurred && !gates.flags.includes('blur')) gates.flags.push('blur');
    return {
      ready: gates.flags.length === 0,
      flags: gates.flags,
      metrics: {
        brightness,
        deviceBrightness: meanInside(copy, location.body.corners),
        clippedFraction,
        rimVerified: 1,
        deviceSize: deviceSize(frame, copy, location.body),
        deviceAreaFraction: location.body.areaFraction,
        surroundWhite: Number.NaN,
        edgeRiseMm: outline.riseMm,
        readingGlare: Number.NaN,
        readingClipped: Number.NaN,
        ...gates.metrics,
      },
    };
  }
  // Not verified: held back, the outline's hint first (come closer, avoid glare, hold still).
  const guidance = outlineGuidance(frame, copy, bodies[0], template, brightness);
  return {
    ready: false,
    flags: [...guidance.flags, 'not-found'],
    metrics: { brightness, clippedFraction, rimVerified: 0, ...guidance.metrics, ...LIVE_GATES_NOT_MEASURED },
  };
}
