import { RuntimeConfig, SCANNER_MESSAGE_TYPE, type ScannerMessage } from '../../lib/contract';
import { parseKitCode } from '@portal/reader';
import { startBackCamera, stopCamera } from './camera';
import { FrameConsensus } from './consensus';
import { FrameDecoder } from './frame-decoder';
import { kitCodeText } from './gs1-symbol';
import { loadScannerTexts, scannerLanguage, type ScannerTexts } from './scanner-texts';
import type { DecodeReply } from './worker-messages';
import './scanner.css';

const video = document.querySelector<HTMLVideoElement>('.scanner__video');
const status = document.querySelector<HTMLElement>('.scanner__status');

function say(text: string): void {
  if (status) status.textContent = text;
}

/** The decoded text as kit code data, or null when it is not a GS1 kit code (keep scanning). */
function kitOf(text: string): ScannerMessage['kit'] | null {
  try {
    return parseKitCode(text);
  } catch {
    return null;
  }
}

/** Decode speed and route, for the e2e test and benchmarks; no code or kit data in it. */
function logTimings(acceptedMs: number, route: DecodeReply['route']): void {
  const decodes = performance.getEntriesByName('scanner-decode').map((e) => e.duration);
  const frames = performance.getEntriesByName('scanner-frame').map((e) => e.duration);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  console.debug(
    `scanner accepted a code (${route ?? 'unknown'} route) after ${String(frames.length)} frames in ` +
      `${acceptedMs.toFixed(0)} ms; ` +
      `decode ${mean(decodes).toFixed(1)} ms/frame, grab+decode ${mean(frames).toFixed(1)} ms/frame`,
  );
}

async function scan(stream: MediaStream, videoEl: HTMLVideoElement, appOrigin: string, texts: ScannerTexts) {
  const decoder = new FrameDecoder();
  const consensus = new FrameConsensus();
  performance.mark('scanner-first-frame');
  for (;;) {
    const started = performance.now();
    const reply = await decoder.decode(videoEl);
    // Timing of each frame (grab, transfer, decode), readable with performance.getEntriesByName.
    performance.measure('scanner-frame', { start: started, end: performance.now() });
    performance.measure('scanner-decode', { start: started, duration: reply.decodeMs });
    const text = reply.text === null ? null : kitCodeText(reply.symbologyIdentifier ?? '', reply.text);
    const agreed = consensus.next(text === null || kitOf(text) === null ? null : text);
    const kit = agreed === null ? null : kitOf(agreed);
    if (kit) {
      logTimings(performance.measure('scanner-accepted', 'scanner-first-frame').duration, reply.route);
      decoder.close();
      stopCamera(stream);
      say(texts.found);
      const message: ScannerMessage = { type: SCANNER_MESSAGE_TYPE, kit };
      // Only the app may read it: an explicit target origin, never '*'.
      window.parent.postMessage(message, appOrigin);
      return;
    }
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  }
}

async function start(): Promise<void> {
  const texts = await loadScannerTexts(scannerLanguage(window.location.search));
  document.documentElement.lang = scannerLanguage(window.location.search);
  document.title = texts.title;
  say(texts.starting);
  const config = RuntimeConfig.parse(await (await fetch('/config.json')).json());
  if (!video) return;
  let stream: MediaStream;
  try {
    stream = await startBackCamera(video);
  } catch {
    say(texts.noCamera);
    return;
  }
  say(texts.aim);
  await scan(stream, video, new URL(config.appOrigin).origin, texts);
}

void start();
