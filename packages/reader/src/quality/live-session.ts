import type { KitTemplate } from '@portal/contract';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import type { RgbaImage } from '../image/rgba-image';
import { toWorkingCopy, type WorkingCopy } from '../image/working-copy';
import { alignToRim } from '../locate/align-to-rim';
import { bodyTemplateCorners, cornerWithinPx } from '../locate/body-corners';
import { rimEvidence } from '../locate/rim-evidence';
import { judgeRim, rimRuleFor } from '../locate/verify-rim';
import { readingAreaRect } from '../template/reading-area';
import { frameShift, type PixelBox } from './frame-shift';
import {
  firstRouteCheck,
  placedCorners,
  placementQuality,
  type LiveFrameOptions,
  type LiveFrameQuality,
  type LivePlacement,
} from './live-frame-check';
import { liveWorkingCopy } from './live-locate';

/**
 * While no device is followed, the full locator runs on a frame at most this often (ms), and waits at least
 * as long as its last run took. It takes tens to hundreds of ms on a 640 x 480 frame; in between, frames
 * get the first route's check and its hint.
 */
export const LIVE_SEARCH_INTERVAL_MS = 500;

/**
 * Between two preview frames a hand moves the device by a few frame pixels, more when it sways: the
 * device's new place is looked for this far (working-copy pixels, 2 frame pixels each) either way.
 */
const FOLLOW_REACH = 8;

/**
 * Mean absolute difference (luminance levels per working-copy pixel, each frame's mean taken out) under
 * which the device's picture counts as unchanged but for its move: two frames of a still scene differ by
 * their noise, a few levels; a device taken away or covered, by tens.
 */
const UNCHANGED_DIFFERENCE = 6;

/** How a frame's device was found: followed from the last frame, the first route, the full locator, none. */
export type LiveRoute = 'followed' | 'first-route' | 'search' | 'none';

/** The device where `homography` puts it in this frame (its body touching the frame's edge or not). */
function placedAt(
  frame: RgbaImage,
  template: KitTemplate,
  homography: Homography,
  areaFraction: number,
): LivePlacement {
  return {
    homography,
    corners: placedCorners(homography, template),
    touchesBorder: cornerWithinPx(frame, homography, template, 1),
    areaFraction,
  };
}

/** A placement where the reading area's rim verifies at `homography`, aligned to that rim. */
function verifiedAt(
  frame: RgbaImage,
  template: KitTemplate,
  homography: Homography,
  areaFraction: number,
): LivePlacement | undefined {
  const rect = readingAreaRect(template);
  const rule = rimRuleFor(template);
  const sides = rimEvidence(frame, homography, rect, rule);
  if (!judgeRim(sides, rule).verified) return undefined;
  const bodyCorners = bodyTemplateCorners(template);
  const aligned =
    alignToRim(
      homography,
      bodyCorners.map((corner) => projectToImage(homography, corner)),
      bodyCorners,
      rect,
      sides,
      rule,
    ) ?? homography;
  return placedAt(frame, template, aligned, areaFraction);
}

/** The placement's body in working-copy pixels: the box around its corners. */
function bodyBox(copy: WorkingCopy, placement: LivePlacement): PixelBox {
  const inCopy = placement.corners.map((corner) => toWorkingCopy(copy, corner.x, corner.y));
  const xs = inCopy.map((point) => point.x);
  const ys = inCopy.map((point) => point.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** `homography` moved by (dx, dy) frame pixels. */
function moved(
  template: KitTemplate,
  homography: Homography,
  dx: number,
  dy: number,
): Homography | undefined {
  const bodyCorners = bodyTemplateCorners(template);
  const shifted = bodyCorners.map((corner) => {
    const point = projectToImage(homography, corner);
    return { ...point, x: point.x + dx, y: point.y + dy };
  });
  return homographyFromPoints(bodyCorners, shifted);
}

type Followed = { readonly placement: LivePlacement; readonly copy: WorkingCopy };

/**
 * How a session runs the full locator: on the frame, within its check (searchLiveFrame), or `'deferred'`:
 * the check asks for it (LiveCheck.searchThisFrame) and the caller runs it elsewhere, in a worker of its
 * own, so that no frame's check waits for it, and hands back what it found (searchDone).
 */
export type LiveSearch =
  ((frame: RgbaImage, template: KitTemplate) => LivePlacement | undefined) | 'deferred';

export type LiveCheck = {
  readonly quality: LiveFrameQuality;
  readonly route: LiveRoute;
  /** A deferred search is due: run the full locator on this frame and hand its answer to searchDone. */
  readonly searchThisFrame?: true;
};

/**
 * One camera session's live checks of one kit. The first route alone (checkLiveFrame) finds the device on
 * few surfaces (tune-hard good photos' previews: 17% of those the full read reads); so while it finds
 * none, the full read's whole locator runs on a frame now and then (LIVE_SEARCH_INTERVAL_MS), and a
 * device once verified is followed from frame to frame: moved as the frame's content moved, its rim
 * verified again there by the same rule. Every frame is still judged by readKit's gates at a verified rim.
 */
export class LiveCheckSession {
  private last: Followed | undefined;
  /** When the full locator may run next. */
  private nextSearchMs = Number.NEGATIVE_INFINITY;
  /** When the search in progress began: inline, until the next frame comes; deferred, until searchDone. */
  private searchStartedMs: number | undefined;
  /** The working copy of the frame a deferred search runs on: what its find is followed from. */
  private searchedCopy: WorkingCopy | undefined;
  /** What a deferred search found, on the frame it searched: followed into the next frame checked. */
  private searchFound: Followed | undefined;

  constructor(
    private readonly template: KitTemplate,
    private readonly search: LiveSearch,
  ) {}

  /** `nowMs`: the frame's time, which paces the full locator's runs. */
  check(frame: RgbaImage, options: LiveFrameOptions, nowMs: number): LiveCheck {
    const { template } = this;
    // Inline, the frame after a search comes when it ended.
    if (this.search !== 'deferred' && this.searchStartedMs !== undefined) this.searchEnded(nowMs);
    const copy = liveWorkingCopy(frame);
    const { searchFound } = this;
    this.searchFound = undefined;
    const kept = this.last && this.follow(frame, copy, this.last);
    if (kept) return this.judged(frame, copy, kept, options, 'followed');
    const fromSearch = searchFound && this.follow(frame, copy, searchFound);
    if (fromSearch) return this.judged(frame, copy, fromSearch, options, 'search');
    const first = firstRouteCheck(frame, template, options, copy);
    if (first.placement) {
      this.last = { placement: first.placement, copy };
      return { quality: first.quality, route: 'first-route' };
    }
    this.last = undefined;
    const none: LiveCheck = { quality: first.quality, route: 'none' };
    // A frame whose outline is blurred would be refused anyway: its hint (hold still) is enough, and the
    // full locator's time is kept for a sharp frame.
    const blurred = first.quality.flags.includes('blur');
    if (blurred || this.searchStartedMs !== undefined || nowMs < this.nextSearchMs) return none;
    this.searchStartedMs = nowMs;
    this.nextSearchMs = nowMs + LIVE_SEARCH_INTERVAL_MS;
    if (this.search === 'deferred') {
      this.searchedCopy = copy;
      return { ...none, searchThisFrame: true };
    }
    const found = this.search(frame, template);
    return found ? this.judged(frame, copy, found, options, 'search') : none;
  }

  /**
   * A deferred search's answer, at `nowMs`, for the frame the last check asked it on (searchThisFrame):
   * the next frame checked follows the device from there (route 'search'). An answer no check asked for
   * is dropped.
   */
  searchDone(found: LivePlacement | undefined, nowMs: number): void {
    const copy = this.searchedCopy;
    if (this.search !== 'deferred' || this.searchStartedMs === undefined || !copy) return;
    this.searchEnded(nowMs);
    this.searchedCopy = undefined;
    this.searchFound = found && { placement: found, copy };
  }

  /**
   * The next search waits at least as long as this one took, so the full locator keeps at most half of
   * its worker's time on a slow phone.
   */
  private searchEnded(nowMs: number): void {
    const took = nowMs - (this.searchStartedMs ?? nowMs);
    this.nextSearchMs = nowMs + Math.max(LIVE_SEARCH_INTERVAL_MS, took);
    this.searchStartedMs = undefined;
  }

  /** The last frame's device in this frame: where it was, else where the frame's content moved it. */
  private follow(frame: RgbaImage, copy: WorkingCopy, last: Followed): LivePlacement | undefined {
    const { template } = this;
    const { placement } = last;
    const still = verifiedAt(frame, template, placement.homography, placement.areaFraction);
    if (still) return still;
    const shift = frameShift(last.copy, copy, bodyBox(last.copy, placement), FOLLOW_REACH);
    const shifted = moved(template, placement.homography, shift.dx * copy.factor, shift.dy * copy.factor);
    if (!shifted) return undefined;
    const verified =
      shift.dx === 0 && shift.dy === 0
        ? undefined
        : verifiedAt(frame, template, shifted, placement.areaFraction);
    if (verified) return verified;
    // The full locator's later routes verify some rims by looser rules than the first one's: such a device
    // is followed by its picture, unchanged but for the move, as long as it stays so.
    if (!(shift.difference <= UNCHANGED_DIFFERENCE)) return undefined;
    return placedAt(frame, template, shifted, placement.areaFraction);
  }

  private judged(
    frame: RgbaImage,
    copy: WorkingCopy,
    placement: LivePlacement,
    options: LiveFrameOptions,
    route: LiveRoute,
  ): LiveCheck {
    this.last = { placement, copy };
    return { quality: placementQuality(frame, copy, this.template, placement, options), route };
  }
}
