import {
  CAMERA_UPLOAD_MESSAGE_TYPE,
  type CameraInitMessage,
  type CameraUploadMessage,
} from '../../lib/contract';
import { grabFrame } from '../../components/capture/grab-frame';
import type { CameraTexts } from './camera-texts';
import { stopCamera, type CameraProblem } from './camera-stream';
import { drawGuide } from './draw-guide';
import { HintAnnouncer, hintFor } from './hints';
import { LiveChecker } from './live-checker';
import type { CheckReply } from './worker-messages';
import { SteadyCapture } from './steady-capture';
import type { CameraUi } from './camera-ui';
import { uploadPhoto, UploadError } from './upload-photo';

type Mode = 'live' | 'review' | 'uploading' | 'sent' | 'fallback';

const nextVideoFrame = (video: HTMLVideoElement): Promise<void> =>
  new Promise((resolve) => {
    if ('requestVideoFrameCallback' in video) {
      video.requestVideoFrameCallback(() => {
        resolve();
      });
    } else {
      requestAnimationFrame(() => {
        resolve();
      });
    }
  });

/**
 * One camera page visit: live guidance and automatic capture (or a chosen file), the review with Retake
 * and Use photo, the upload with the app's ticket, and the upload message to the app.
 */
export class CaptureSession {
  private mode: Mode = 'live';
  private photo: Blob | null = null;
  private photoUrl: string | null = null;
  private stream: MediaStream | null = null;
  private checker: LiveChecker | null = null;
  private readonly announcer = new HintAnnouncer();
  private readonly steady = new SteadyCapture();
  /** Each live view has its own watch loop; a loop from an earlier one stops. */
  private liveView = 0;
  /** One key per photo: a retried upload of the same photo lands once. */
  private idempotencyKey = crypto.randomUUID();

  constructor(
    private readonly ui: CameraUi,
    private readonly texts: CameraTexts,
    private readonly init: CameraInitMessage,
    private readonly appOrigin: string,
  ) {
    ui.take.addEventListener('click', () => {
      void this.capture();
    });
    ui.retake.addEventListener('click', () => {
      this.retake();
    });
    ui.use.addEventListener('click', () => {
      void this.send();
    });
    ui.file.addEventListener('change', () => {
      const chosen = ui.file.files?.[0];
      if (chosen) this.review(chosen);
    });
  }

  /** Live preview with the guide, the checks in the worker and the automatic capture. */
  startLive(stream: MediaStream): void {
    this.stream = stream;
    this.checker = new LiveChecker(this.init.template);
    drawGuide(this.ui.guide, this.init.template, this.ui.video.videoWidth, this.ui.video.videoHeight);
    this.ui.guide.setAttribute('aria-label', this.texts.guide);
    this.show('live');
    this.say(this.texts.guide);
    void this.watch(++this.liveView);
  }

  /** No live camera: a file (the phone's own camera app) instead, saying why. */
  startFallback(problem: CameraProblem): void {
    this.show('fallback');
    this.say(problem === 'denied' ? this.texts.denied : this.texts.noCamera);
  }

  private async watch(view: number): Promise<void> {
    const { checker } = this;
    if (!checker) return;
    const current = () => this.mode === 'live' && view === this.liveView;
    const send = () => ({ sent: performance.now(), reply: checker.check(this.ui.video) });
    let pending = send();
    while (current()) {
      // The next frame goes to the worker while it checks this one: a check for every video frame.
      await nextVideoFrame(this.ui.video);
      if (!current()) return;
      const next = send();
      const reply = await pending.reply;
      // The button, a retake or an upload may have ended this live view while the worker was checking.
      if (!current()) return;
      if (this.judge(reply, pending.sent)) {
        await this.capture();
        return;
      }
      pending = next;
    }
  }

  /** Shows the hint a checked frame calls for; true when the photo should be taken now. */
  private judge(reply: CheckReply, sent: number): boolean {
    if (!reply.quality) {
      if (reply.error) console.warn('The live check failed on a frame.', reply.error);
      return false;
    }
    const now = performance.now();
    // Read by the e2e test and the benchmark (checks per second); no image data in them.
    performance.measure('camera-check', { start: sent, end: now });
    performance.measure('camera-worker-check', { start: sent, duration: reply.checkMs });
    if (reply.route) performance.mark(`camera-route-${reply.route}`);
    const hint = this.announcer.next(hintFor(reply.quality), now);
    if (hint) {
      if (performance.getEntriesByName('camera-first-hint').length === 0)
        performance.mark('camera-first-hint');
      this.say(this.texts.hints[hint]);
    }
    return this.steady.next(reply.quality.ready, now);
  }

  private async capture(): Promise<void> {
    if (this.mode !== 'live') return;
    try {
      this.review(await grabFrame(this.ui.video));
    } catch {
      // No frame yet: keep watching.
    }
  }

  private review(photo: Blob): void {
    if (!photo.type.startsWith('image/')) {
      this.say(this.texts.notAnImage);
      return;
    }
    this.photo = photo;
    this.idempotencyKey = crypto.randomUUID();
    if (this.photoUrl) URL.revokeObjectURL(this.photoUrl);
    this.photoUrl = URL.createObjectURL(photo);
    this.ui.photo.src = this.photoUrl;
    this.show('review');
    this.say(this.texts.review);
    this.ui.use.focus();
  }

  private retake(): void {
    if (this.mode !== 'review') return;
    this.photo = null;
    this.steady.reset();
    if (!this.stream) {
      this.show('fallback');
      this.ui.file.value = '';
      this.ui.file.focus();
      return;
    }
    this.show('live');
    this.ui.take.focus();
    void this.watch(++this.liveView);
  }

  private async send(): Promise<void> {
    const { photo } = this;
    if (this.mode !== 'review' || !photo) return;
    this.show('uploading');
    this.say(this.texts.uploading);
    try {
      const key = await uploadPhoto(photo, this.init.ticket, this.idempotencyKey);
      this.finish();
      this.say(this.texts.sent);
      const message: CameraUploadMessage = { type: CAMERA_UPLOAD_MESSAGE_TYPE, key };
      // Only the app may read it: an explicit target origin, never '*'.
      window.parent.postMessage(message, this.appOrigin);
    } catch (error) {
      this.show('review');
      if (error instanceof UploadError && error.expired) this.say(this.texts.ticketExpired);
      else this.say(error instanceof UploadError && error.message ? error.message : this.texts.uploadFailed);
      this.ui.use.focus();
    }
  }

  private finish(): void {
    this.show('sent');
    this.checker?.close();
    this.checker = null;
    if (this.stream) stopCamera(this.stream);
    this.stream = null;
  }

  private show(mode: Mode): void {
    this.mode = mode;
    const { ui } = this;
    const live = mode === 'live';
    const reviewing = mode === 'review' || mode === 'uploading' || mode === 'sent';
    ui.video.hidden = !live;
    ui.guide.toggleAttribute('hidden', !live);
    ui.take.hidden = !live;
    ui.photo.hidden = !reviewing;
    ui.retake.hidden = mode !== 'review' && mode !== 'uploading';
    ui.use.hidden = mode !== 'review' && mode !== 'uploading';
    ui.retake.disabled = mode === 'uploading';
    ui.use.disabled = mode === 'uploading';
    ui.fallback.hidden = mode !== 'fallback';
  }

  private say(text: string): void {
    this.ui.status.textContent = text;
  }
}
