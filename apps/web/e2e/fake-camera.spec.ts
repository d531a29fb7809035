import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support';
import { writeDataMatrixClip } from './support/fake-camera';

const dir = mkdtempSync(path.join(tmpdir(), 'fake-camera-'));
const clip = path.join(dir, 'datamatrix.y4m');
let browser: Browser;
beforeAll(async () => {
  await writeDataMatrixClip(clip, '(01)09506000134352(17)271231(10)LOT1(21)SN1');
  browser = await launchBrowser({ fakeCameraClip: clip });
});
afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('fake camera', () => {
  it('shows the generated DataMatrix clip to getUserMedia: a black-and-white symbol on white', async () => {
    const page = await browser.newPage({ baseURL: inject('baseUrl') });
    await page.goto('/authentication/signin');
    const stats = await page.evaluate(async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      const video = document.createElement('video');
      video.muted = true;
      video.srcObject = stream;
      await video.play();
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(video, 0, 0);
      const grey = (x: number, y: number, w: number, h: number) => {
        const data = context.getImageData(x, y, w, h).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) < 100) dark++;
        return dark / (data.length / 4);
      };
      stream.getTracks().forEach((track) => {
        track.stop();
      });
      return {
        width: canvas.width,
        height: canvas.height,
        centreDark: grey(canvas.width / 2 - 60, canvas.height / 2 - 60, 120, 120),
        cornerDark: grey(0, 0, 60, 60),
      };
    });
    expect(stats).toMatchObject({ width: 640, height: 480, cornerDark: 0 });
    // A DataMatrix is about half dark modules; the padding and background are white.
    expect(stats.centreDark).toBeGreaterThan(0.25);
    expect(stats.centreDark).toBeLessThan(0.75);
  });
});
