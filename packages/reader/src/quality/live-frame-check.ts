import type { KitTemplate, QualityFlag } from '@portal/contract';
import { projectToImage, type Homography } from '../geometry/homography';
import type { RgbaImage } from '../image/rgba-image';
import { toWorkingCopy, type WorkingCopy } from '../image/working-copy';
import type { BodyCandidate } from '../locate/find-body';
import { bodyTemplateCorners } from '../locate/body-corners';
import { LIVE_GATES_NOT_MEASURED, liveGates, type LiveGateMetrics } from './live-gates';
import { liveWorkingCopy, locateLive } from './live-locate';
import {
  deviceSize,
  fullCorners,
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

type Point = { readonly x: number; readonly y: number };
type Quad = readonly [Point, Point, Point, Point];

/** Where a frame shows the device, its reading area's rim verified: what the gates are judged at. */
export type LivePlacement = {
  /** Template millimetres to frame pixels. */
  readonly homography: Homography;
  /** The body's corners in frame pixels, in order around it, long sides from corner 1 to 2 and 3 to 0. */
  readonly corners: Quad;
  /** The body's outline touches the frame's edge. */
  readonly touchesBorder: boolean;
  /** The body's share of the frame. */
  readonly areaFraction: number;
};

/** A checked frame: its quality, and where the device was verified (for the next frame's check). */
export type LiveFrameCheck = {
  readonly quality: LiveFrameQuality;
  readonly placement: LivePlacement | undefined;
};

/** The frame's mean light and clipped share, over its working copy. */
function frameLight(copy: WorkingCopy): { brightness: number; clippedFraction: number } {
  let sum = 0;
  let clipped = 0;
  // Indexed: V8 iterates a typed array with for-of several times slower, and this runs per preview frame.
  for (let i = 0; i < copy.luminance.length; i++) {
    const value = copy.luminance[i] ?? 0;
    sum += value;
    if (value >= 250) clipped++;
  }
  return { brightness: sum / copy.luminance.length, clippedFraction: clipped / copy.luminance.length };
}

/** The photo's long side over the frame's: the scale the gates judge the captured photo at. */
function captureScaleOf(frame: RgbaImage, options: LiveFrameOptions): number {
  const captureLongSide = Math.max(options.captureWidth ?? 0, options.captureHeight ?? 0);
  return captureLongSide > 0 ? captureLongSide / Math.max(frame.width, frame.height) : 1;
}

/** readKit's gates (liveGates) and the outline's blur, judged where the device was verified. */
export function placementQuality(
  frame: RgbaImage,
  copy: WorkingCopy,
  template: KitTemplate,
  placement: LivePlacement,
  options: LiveFrameOptions,
): LiveFrameQuality {
  const { brightness, clippedFraction } = frameLight(copy);
  const gates = liveGates(
    frame,
    template,
    placement.homography,
    captureScaleOf(frame, options),
    placement.touchesBorder,
  );
  const outline = outlineBlur(frame, placement.corners, template);
  if (outline.blurred && !gates.flags.includes('blur')) gates.flags.push('blur');
  const inCopy = placement.corners.map((corner) =>
    toWorkingCopy(copy, corner.x, corner.y),
  ) as unknown as Quad;
  return {
    ready: gates.flags.length === 0,
    flags: gates.flags,
    metrics: {
      brightness,
      deviceBrightness: meanInside(copy, inCopy),
      clippedFraction,
      rimVerified: 1,
      deviceSize: deviceSize(frame, placement.corners),
      deviceAreaFraction: placement.areaFraction,
      surroundWhite: Number.NaN,
      edgeRiseMm: outline.riseMm,
      readingGlare: Number.NaN,
      readingClipped: Number.NaN,
      ...gates.metrics,
    },
  };
}

/** The body's corners in frame pixels where a homography puts them, in bodyTemplateCorners' order. */
export function placedCorners(homography: Homography, template: KitTemplate): Quad {
  return bodyTemplateCorners(template).map((corner) => projectToImage(homography, corner)) as unknown as Quad;
}

/**
 * The camera page's check of a preview frame (a 640 x 480 video frame, about 6-11 ms): ready when the full
 * read would read the photo taken now. The device is found by the full read's own first route and its
 * reading area's rim verified by the same rule (locateLive); then readKit's gates are applied to the
 * preview (liveGates), the scale judged in the captured photo's pixels. A frame that does not verify is
 * held back, with a hint from its outline (outlineGuidance). LiveCheckSession adds the full read's other
 * routes and follows a verified device from frame to frame.
 */
export function checkLiveFrame(
  frame: RgbaImage,
  template: KitTemplate,
  options: LiveFrameOptions = {},
): LiveFrameQuality {
  return firstRouteCheck(frame, template, options).quality;
}

/** checkLiveFrame, with the placement it verified; `copy`: the frame's working copy, when already made. */
export function firstRouteCheck(
  frame: RgbaImage,
  template: KitTemplate,
  options: LiveFrameOptions,
  copy: WorkingCopy = liveWorkingCopy(frame),
): LiveFrameCheck {
  const { bodies, location } = locateLive(frame, template, copy);
  if (location?.verified) {
    const placement: LivePlacement = {
      homography: location.homography,
      corners: fullCorners(copy, location.body),
      touchesBorder: location.body.touchesBorder,
      areaFraction: location.body.areaFraction,
    };
    return { placement, quality: placementQuality(frame, copy, template, placement, options) };
  }
  return { placement: undefined, quality: heldBack(frame, copy, bodies[0], template) };
}

/** Not verified: held back, the outline's hint first (come closer, avoid glare, hold still). */
function heldBack(
  frame: RgbaImage,
  copy: WorkingCopy,
  body: BodyCandidate | undefined,
  template: KitTemplate,
): LiveFrameQuality {
  const { brightness, clippedFraction } = frameLight(copy);
  const guidance = outlineGuidance(frame, copy, body, template, brightness);
  return {
    ready: false,
    flags: [...guidance.flags, 'not-found'],
    metrics: { brightness, clippedFraction, rimVerified: 0, ...guidance.metrics, ...LIVE_GATES_NOT_MEASURED },
  };
}
