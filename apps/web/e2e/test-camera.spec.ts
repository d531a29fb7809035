import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  A1C_TEST_SERVICE_ID,
  CAMERA_UPLOAD_MESSAGE_TYPE,
  endpointUrl,
  RAPID_TEST_SERVICE_ID,
} from '@portal/contract';
import { a1cAnalyzerTemplate, covidAgTemplate } from '@portal/reader';
import { collectCspViolations, DEMO_PATIENT, expectNoAxeViolations, launchBrowser, signIn } from './support';
import {
  writeDeviceClip,
  writeEmptyTableClip,
  writeHardSurfaceClip,
  writeShadowedWindowClip,
} from './support/device-clip';

const baseUrl = inject('baseUrl');
const COVID = '09506000134352';
const A1C = '09506000134376';
const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const kitCode = (gtin: string) =>
  `(01)${gtin}(17)${year}1231(10)LOT1(21)C${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const STAGES = ['Processing Image...', 'Confirming Quality...', 'Processing Results...'];

const dir = mkdtempSync(path.join(tmpdir(), 'test-camera-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function post(url: string, token: string | null, body?: unknown): Promise<{ Data: unknown }> {
  const response = await fetch(baseUrl + url, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${url}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as { Data: unknown };
}

/** An encounter of the demo patient with its kit scanned and its wait started (through the real API). */
async function startedEncounter(token: string, serviceId: string, gtin: string): Promise<string> {
  const started = await post(endpointUrl('startEncounter', { serviceID: serviceId }), token);
  const id = (started.Data as { ID: string }).ID;
  await post(endpointUrl('startTestTimer', { encounterID: id }), token, { Code: kitCode(gtin) });
  return id;
}

// Every test's wait starts here, so it has mostly run out when the test reaches it.
const encounters = {
  rapid: '',
  hardSurface: '',
  shadowed: '',
  a1c: '',
  failure: '',
  untrusted: '',
  fallback: '',
};
beforeAll(async () => {
  const signedIn = await post(endpointUrl('signIn'), null, { ...DEMO_PATIENT, tenantId: 'demo' });
  const { token } = signedIn.Data as { token: string };
  encounters.rapid = await startedEncounter(token, RAPID_TEST_SERVICE_ID, COVID);
  encounters.hardSurface = await startedEncounter(token, RAPID_TEST_SERVICE_ID, COVID);
  encounters.shadowed = await startedEncounter(token, RAPID_TEST_SERVICE_ID, COVID);
  encounters.a1c = await startedEncounter(token, A1C_TEST_SERVICE_ID, A1C);
  encounters.failure = await startedEncounter(token, RAPID_TEST_SERVICE_ID, COVID);
  encounters.untrusted = await startedEncounter(token, RAPID_TEST_SERVICE_ID, COVID);
  encounters.fallback = await startedEncounter(token, RAPID_TEST_SERVICE_ID, COVID);
});

let context: BrowserContext | null = null;
afterEach(async () => {
  await context?.close();
  context = null;
});

/**
 * One browser per clip (the fake camera is a launch flag), launched for its describe block; without a
 * clip, a browser with no camera at all.
 */
function useClipBrowser(write: ((file: string) => Promise<unknown>) | null, name: string) {
  const holder: { browser: Browser | null } = { browser: null };
  beforeAll(async () => {
    if (!write) {
      holder.browser = await launchBrowser();
      return;
    }
    const clip = path.join(dir, `${name}.y4m`);
    await write(clip);
    holder.browser = await launchBrowser({ fakeCameraClip: clip });
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return async (options: { bypassCSP?: boolean } = {}): Promise<Page> => {
    if (!holder.browser) throw new Error('The browser did not start.');
    context = await holder.browser.newContext({
      baseURL: baseUrl,
      locale: 'en-GB',
      permissions: ['camera'],
      ...options,
    });
    const page = await context.newPage();
    await signIn(page);
    return page;
  };
}

/** Opens a started encounter (its wait resumes), waits it out and continues to the camera (step 6). */
async function openCamera(page: Page, base: string, serviceId: string, encounterId: string): Promise<Frame> {
  await page.goto(`/${base}/test/${serviceId}/${encounterId}`);
  await page.getByRole('status').filter({ hasText: 'Ready' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Time to photograph your test' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  const frame = await (await page.waitForSelector('iframe[title="Test camera"]')).contentFrame();
  if (!frame) throw new Error('The camera frame did not load.');
  expect(await page.getByTestId('test-header').count()).toBe(0);
  return frame;
}

/** The analysis POSTs (patient/test/rapid or a1c) the page sends. */
function analysisPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/patient\/test\/(rapid|a1c)$/.test(request.url()))
      posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/** Records each text the processing overlay shows, in order. */
async function recordOverlay(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { overlayTexts: string[] }).overlayTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="processing-overlay"] [role="status"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { overlayTexts: string[] }).overlayTexts);
}

const warning = (page: Page, text: RegExp) =>
  page.waitForEvent('console', {
    predicate: (m: ConsoleMessage) => m.type() === 'warning' && text.test(m.text()),
  });

describe('test camera with a cassette', () => {
  const open = useClipBrowser((file) => writeDeviceClip(file, covidAgTemplate), 'cassette');

  it('guides, captures by itself once sharp, uploads at full size; Processing Complete! then step 7', async () => {
    const page = await open();
    const csp = await collectCspViolations(page);
    const posts = analysisPosts(page);
    const frame = await openCamera(page, 'rapidtest', RAPID_TEST_SERVICE_ID, encounters.rapid);
    expect(await frame.evaluate(() => window.location.pathname)).toBe('/capture/camera');
    expect(await page.locator('iframe').getAttribute('allow')).toBe('camera');
    await frame.locator('svg.camera__guide[data-kind="cassette"]').waitFor();
    const overlay = await recordOverlay(page);

    // No button pressed: the photo is taken once the live check has stayed good.
    const use = frame.getByRole('button', { name: 'Use photo' });
    await use.waitFor({ timeout: 30_000 });
    expect(await frame.evaluate(() => performance.getEntriesByName('camera-check').length)).toBeGreaterThan(
      3,
    );
    await expectNoAxeViolations(frame);
    expect(
      await frame.locator('img.camera__photo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1280);
    await use.click();

    await page.getByText('Processing Complete!').waitFor({ timeout: 30_000 });
    expect(await overlay()).toEqual([...STAGES, 'Processing Complete!']);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('test-header').getByText('Step 7 of 7').waitFor();
    await page.getByRole('heading', { name: 'Your Test Results' }).waitFor();
    await page.getByRole('listitem', { name: 'COVID-19 (SARS-CoV-2)' }).getByTestId('result-value').waitFor();
    expect(posts).toEqual(['/api/patient/test/rapid']);
    await csp.assertNone();
  });
});

describe('test camera with a cassette on a surface the quick search misses', () => {
  const open = useClipBrowser((file) => writeHardSurfaceClip(file, covidAgTemplate), 'cassette-hard-surface');

  it('finds it by the full search, follows it and captures by itself; the reader reads it', async () => {
    const page = await open();
    const posts = analysisPosts(page);
    const frame = await openCamera(page, 'rapidtest', RAPID_TEST_SERVICE_ID, encounters.hardSurface);
    await frame.locator('svg.camera__guide[data-kind="cassette"]').waitFor();
    const use = frame.getByRole('button', { name: 'Use photo' });
    await use.waitFor({ timeout: 30_000 });
    const routes = await frame.evaluate(() =>
      ['search', 'followed', 'first-route'].map(
        (route) => performance.getEntriesByName(`camera-route-${route}`).length,
      ),
    );
    expect(routes[0]).toBeGreaterThan(0);
    expect(routes[1]).toBeGreaterThan(0);
    expect(routes[2]).toBe(0);
    await use.click();
    await page.getByText('Processing Complete!').waitFor({ timeout: 30_000 });
    expect(posts).toEqual(['/api/patient/test/rapid']);
  });
});

describe('test camera on a cassette whose window a shadow crosses', () => {
  const open = useClipBrowser((file) => writeShadowedWindowClip(file, covidAgTemplate), 'cassette-shadowed');

  it('asks for even light and does not capture by itself', async () => {
    const page = await open();
    const posts = analysisPosts(page);
    const frame = await openCamera(page, 'rapidtest', RAPID_TEST_SERVICE_ID, encounters.shadowed);
    await frame
      .getByText('Uneven light: move so that no shadow falls across the test.')
      .waitFor({ timeout: 30_000 });
    // Held back: the page still offers its own button, and has neither captured nor posted anything.
    await frame.getByRole('button', { name: 'Take photo' }).waitFor();
    expect(await frame.getByRole('button', { name: 'Use photo' }).count()).toBe(0);
    expect(posts).toEqual([]);
  });
});

describe('test camera with an A1C analyzer', () => {
  const displayed = { value: '' };
  const open = useClipBrowser(async (file) => {
    displayed.value = (await writeDeviceClip(file, a1cAnalyzerTemplate)).truth.displayed ?? '';
  }, 'a1c');

  it('reads the analyzer through patient/test/a1c; step 7 (2 of 2) shows the value on its display', async () => {
    const page = await open();
    const posts = analysisPosts(page);
    const frame = await openCamera(page, 'a1ctest', A1C_TEST_SERVICE_ID, encounters.a1c);
    await frame.locator('svg.camera__guide[data-kind="a1c-analyzer"]').waitFor();
    await frame.getByRole('button', { name: 'Use photo' }).click({ timeout: 30_000 });
    await page.getByText('Processing Complete!').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('test-header').getByText('Step 2 of 2').waitFor();
    await page.getByRole('heading', { name: 'Your Test Results' }).waitFor();
    await page.getByText(displayed.value, { exact: false }).first().waitFor();
    expect(posts).toEqual(['/api/patient/test/a1c']);
  });
});

describe('test camera on an empty table', () => {
  const open = useClipBrowser((file) => writeEmptyTableClip(file, covidAgTemplate), 'empty');

  it("an unreadable photo: the same key twice posts once; Let's try that again reloads the camera", async () => {
    const page = await open();
    const posts = analysisPosts(page);
    const tickets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(endpointUrl('testPhotoTicket'))) tickets.push(request.url());
    });
    const frame = await openCamera(page, 'rapidtest', RAPID_TEST_SERVICE_ID, encounters.failure);
    // The renderer's empty table is dim (frame brightness about 16): with nothing found, the page asks for light.
    await frame.getByText('More light, please: move to a brighter place.').waitFor({ timeout: 30_000 });

    // Nothing to capture by itself: the button, from the keyboard.
    await frame.getByRole('button', { name: 'Take photo' }).focus();
    await page.keyboard.press('Enter');
    const uploaded = page.waitForResponse((r) => r.url().endsWith(endpointUrl('uploadTestPhoto')));
    await frame.getByRole('button', { name: 'Use photo' }).click();
    const { Data } = (await (await uploaded).json()) as { Data: { FileID: string } };

    // The frame posts the same key again at once: ignored within the duplicate window.
    const duplicate = warning(page, /duplicate upload window/);
    await frame.evaluate(
      ([type, key, origin]) => {
        window.parent.postMessage({ type, key }, origin);
      },
      [CAMERA_UPLOAD_MESSAGE_TYPE, Data.FileID, baseUrl] as const,
    );
    await duplicate;

    const dialog = page.getByRole('dialog', { name: "Let's try that again" });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByText(/could not capture your results/).waitFor();
    await dialog.getByText('The test could not be found in the photo.', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try again');
    expect(await page.getByTestId('processing-overlay').textContent()).toContain('Processing Failed!');
    expect(posts).toEqual(['/api/patient/test/rapid']);
    expect(tickets).toHaveLength(1);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => tickets.length).toBe(2);
    const again = await (await page.waitForSelector('iframe[title="Test camera"]')).contentFrame();
    await again?.getByRole('button', { name: 'Take photo' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await page.getByTestId('processing-overlay').count()).toBe(0);
  });

  it('ignores an upload message without a key, and one from a page on another loopback port', async () => {
    // The app's CSP (frame-src) would not even let the frame load another origin's page: bypassed here to
    // test the message checks behind it.
    const page = await open({ bypassCSP: true });
    const posts = analysisPosts(page);
    const frame = await openCamera(page, 'rapidtest', RAPID_TEST_SERVICE_ID, encounters.untrusted);
    await frame.getByRole('button', { name: 'Take photo' }).waitFor();

    for (const data of [
      { type: CAMERA_UPLOAD_MESSAGE_TYPE },
      { type: CAMERA_UPLOAD_MESSAGE_TYPE, key: '' },
    ]) {
      const noKey = warning(page, /without a key/);
      await frame.evaluate(
        ([message, origin]) => {
          window.parent.postMessage(message, origin);
        },
        [data, baseUrl] as const,
      );
      await noKey;
    }

    const forged = { type: CAMERA_UPLOAD_MESSAGE_TYPE, key: crypto.randomUUID() };
    const evil = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><title>other</title><script>parent.postMessage(${JSON.stringify(forged)}, '*');</script>`,
      );
    });
    await new Promise<void>((resolve) => {
      evil.listen(0, '127.0.0.1', resolve);
    });
    try {
      const { port } = evil.address() as AddressInfo;
      const untrusted = warning(page, /untrusted origin/);
      await frame.goto(`http://127.0.0.1:${String(port)}/`);
      expect((await untrusted).text()).toContain(`http://127.0.0.1:${String(port)}`);
    } finally {
      await new Promise<void>((resolve) => {
        evil.close(() => {
          resolve();
        });
      });
    }
    expect(posts).toEqual([]);
    expect(await page.getByTestId('processing-overlay').count()).toBe(0);
  });
});

describe('test camera on a device without a camera', () => {
  const open = useClipBrowser(null, 'none');

  it('says why and takes a chosen photo instead, read like a captured one', async () => {
    const page = await open();
    const posts = analysisPosts(page);
    const frame = await openCamera(page, 'rapidtest', RAPID_TEST_SERVICE_ID, encounters.fallback);
    await frame.getByText('No camera is available on this device.', { exact: false }).waitFor();
    expect(await frame.getByRole('button', { name: 'Take photo' }).isVisible()).toBe(false);
    await frame
      .getByLabel('Choose a photo of your test')
      .setInputFiles(
        path.resolve(import.meta.dirname, '../../../packages/reader/fixtures/covid-ag-good-3.jpg'),
      );
    await frame.getByRole('button', { name: 'Use photo' }).click();
    await page.getByText('Processing Complete!').waitFor({ timeout: 30_000 });
    expect(posts).toEqual(['/api/patient/test/rapid']);
  });
});
