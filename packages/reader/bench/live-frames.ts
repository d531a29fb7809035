import type { KitTemplate } from '@portal/contract';
import { projectToImage } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { checkLiveFrame } from '../src/quality/live-frame-check';
import { LiveCheckSession } from '../src/quality/live-session';
import { searchLiveFrame } from '../src/quality/live-search';
import { templates } from '../templates';
import { decodeImage } from '../tools/decode-image';
import { poseHomography } from '../tools/render/pose';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';
import type { SceneCategory, SceneSpec } from '../tools/render/scene-spec';
import { latencyLine } from './report';
import { percent } from './statistics';

const CATEGORIES: SceneCategory[] = [
  'good',
  'blur',
  'dark',
  'overexposed',
  'glare',
  'framing',
  'not-found',
  'too-small',
];

/**
 * The 640 x 480 frames stand for a phone's preview of a 1920 x 1440 video (the photo is taken at the
 * video's size): the live check judges the device's scale in those pixels.
 */
export const LIVE_CAPTURE = { captureWidth: 1920, captureHeight: 1440 } as const;

/** Two frames of a 30 fps video stream apart (ms). */
const FRAME_MS = 33;

/** Good frames whose device comes closer than this (px) to the frame's edge touch it (4 px = 2 working-copy px). */
const EDGE_MARGIN_PX = 4;

/** true when the whole device outline (rounded corners included) lies inside the frame, clear of its edge. */
function deviceInsideFrame(spec: SceneSpec, template: KitTemplate): boolean {
  const homography = poseHomography(spec.pose, template);
  const { width, height, cornerRadius } = template.body;
  const outline: [number, number][] = [];
  for (let t = 0; t <= 1; t += 1 / 32) {
    outline.push(
      [cornerRadius + t * (width - 2 * cornerRadius), 0],
      [cornerRadius + t * (width - 2 * cornerRadius), height],
    );
    outline.push(
      [0, cornerRadius + t * (height - 2 * cornerRadius)],
      [width, cornerRadius + t * (height - 2 * cornerRadius)],
    );
  }
  for (let k = 0; k < 32; k++) {
    const angle = (k / 32) * 2 * Math.PI;
    const dx = Math.cos(angle) * cornerRadius;
    const dy = Math.sin(angle) * cornerRadius;
    outline.push([
      (dx < 0 ? cornerRadius : width - cornerRadius) + dx,
      (dy < 0 ? cornerRadius : height - cornerRadius) + dy,
    ]);
  }
  return outline.every(([u, v]) => {
    const p = projectToImage(homography, templatePoint(u, v));
    return Math.min(p.x, p.y, spec.width - 1 - p.x, spec.height - 1 - p.y) >= EDGE_MARGIN_PX;
  });
}

/**
 * Times the live-frame check on 640x480 frames and reports, per template, how often it says "ready".
 * At 640x480 the renderer's floor of 5.5 px/mm makes some 'good' devices run off the frame (an A1C
 * analyzer is 528 px long, the frame 480 px high): those are reported apart, the check rightly says
 * 'framing' (or 'not-found') for them.
 */
export async function benchLiveFrames(
  count = 60,
  templateIds: readonly string[] = Object.keys(templates),
): Promise<string> {
  const lines: string[] = [];
  for (const templateId of templateIds) {
    const template = templates[templateId];
    if (!template) continue;
    const times: number[] = [];
    const firstFrameTimes: number[] = [];
    const followedTimes: number[] = [];
    const deferredFirstTimes: number[] = [];
    const ready = new Map<string, { yes: number; n: number }>();
    const tally = (key: string, yes: boolean) => {
      const entry = ready.get(key) ?? { yes: 0, n: 0 };
      entry.n++;
      if (yes) entry.yes++;
      ready.set(key, entry);
    };
    for (const category of CATEGORIES) {
      for (let i = 0; i < count; i++) {
        const spec = sampleScene(700_000 + i, template, category, { megapixels: 0.3072 });
        const photo = await renderPhoto(spec, template);
        const frame = await decodeImage(photo.jpeg);
        const started = performance.now();
        const quality = checkLiveFrame(frame, template, LIVE_CAPTURE);
        times.push(performance.now() - started);
        if (category === 'good' && !deviceInsideFrame(spec, template)) tally('good-off-frame', quality.ready);
        else tally(category, quality.ready);
        // A camera session's first frame (the full locator where the first route finds nothing), then
        // the next frame, the same picture: the device followed where the first one was verified.
        const session = new LiveCheckSession(template, searchLiveFrame);
        const sessionStarted = performance.now();
        const first = session.check(frame, LIVE_CAPTURE, 0);
        firstFrameTimes.push(performance.now() - sessionStarted);
        // The camera page's session hands the search to a worker of its own: its check stays the first
        // route's, whatever the search takes.
        const deferred = new LiveCheckSession(template, 'deferred');
        const deferredStarted = performance.now();
        deferred.check(frame, LIVE_CAPTURE, 0);
        deferredFirstTimes.push(performance.now() - deferredStarted);
        if (category === 'good' && deviceInsideFrame(spec, template))
          tally('good-session', first.quality.ready);
        else if (category !== 'good') tally(`${category}-session`, first.quality.ready);
        if (first.route === 'none') continue;
        const followStarted = performance.now();
        session.check(frame, LIVE_CAPTURE, FRAME_MS);
        followedTimes.push(performance.now() - followStarted);
      }
    }
    const rate = (key: string) => {
      const entry = ready.get(key);
      return entry ? percent(entry.yes / entry.n, 0) : 'n/a';
    };
    const inside = ready.get('good')?.n ?? 0;
    const offFrame = ready.get('good-off-frame')?.n ?? 0;
    lines.push(
      latencyLine(`${templateId}, live-frame quality check, 640x480 frame`, times),
      latencyLine(
        `${templateId}, a camera session's first frame (full locator where the first route misses)`,
        firstFrameTimes,
      ),
      latencyLine(
        `${templateId}, the camera page's check of a session's first frame (the search in its own worker)`,
        deferredFirstTimes,
      ),
      latencyLine(`${templateId}, a camera session's next frame, the device followed`, followedTimes),
      `- ${templateId}, a camera session's first frame says ready: good ${rate('good-session')}, ` +
        CATEGORIES.slice(1)
          .map((category) => `${category} ${rate(`${category}-session`)}`)
          .join(', '),
      `- ${templateId}, live check says ready: good ${rate('good')} (${inside} with the device inside the frame; ` +
        `${offFrame} touching or running off it: ${rate('good-off-frame')}), ` +
        `${CATEGORIES.slice(1)
          .map((category) => `${category} ${rate(category)}`)
          .join(', ')} (n=${count} each)`,
    );
  }
  return lines.join('\n');
}
