import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { RAPID_TEST_SERVICE_ID, SCANNER_MESSAGE_TYPE } from '@portal/contract';
import { collectCspViolations, launchBrowser, signIn } from './support';
import { writeDataMatrixClip } from './support/fake-camera';

const baseUrl = inject('baseUrl');
const COVID = '09506000134352';
const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
// AI 21 holds at most 20 characters.
const serial = () => `S${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const scannedCode = `(01)${COVID}(17)${year}1231(10)LOT7(21)${serial()}`;

const dir = mkdtempSync(path.join(tmpdir(), 'scanner-'));
const clip = path.join(dir, 'kit.y4m');
let withCamera: Browser | undefined;
let withoutCamera: Browser | undefined;
let context: BrowserContext | null = null;

beforeAll(async () => {
  await writeDataMatrixClip(clip, scannedCode);
  [withCamera, withoutCamera] = await Promise.all([launchBrowser({ fakeCameraClip: clip }), launchBrowser()]);
});
afterEach(async () => {
  await context?.close();
  context = null;
});
afterAll(async () => {
  await Promise.all([withCamera?.close(), withoutCamera?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

async function openScanner(browser: Browser | undefined): Promise<Page> {
  if (!browser) throw new Error('The browser did not start.');
  context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/rapidtest/test');
  await page.waitForURL(new RegExp(`/rapidtest/test/${RAPID_TEST_SERVICE_ID}/[0-9a-f-]{36}$`));
  await page.getByRole('button', { name: 'Scan Code' }).click();
  return page;
}

async function scannerFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe[title="Kit code scanner (camera)"]');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('The scanner frame did not load.');
  return frame;
}

const warning = (page: Page, text: RegExp) =>
  page.waitForEvent('console', {
    predicate: (m: ConsoleMessage) => m.type() === 'warning' && text.test(m.text()),
  });

describe('kit-code scanner page', () => {
  it('reads the GS1 DataMatrix from the camera and reaches the kit summary (step 3)', async () => {
    const page = await openScanner(withCamera);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    const csp = await collectCspViolations(page);
    const wasm = page.waitForResponse((response) => response.url().endsWith('.wasm'));
    const timing = page.waitForEvent('console', {
      predicate: (m: ConsoleMessage) => m.text().startsWith('scanner accepted'),
    });

    const frame = await scannerFrame(page);
    expect(await frame.evaluate(() => window.location.pathname)).toBe('/capture/scanner');
    expect(await page.locator('iframe').getAttribute('allow')).toBe('camera');

    await page.getByRole('heading', { name: 'COVID-19 Antigen Rapid Test' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Nasal swab' }).waitFor();
    console.info(`[scanner] ${(await timing).text()}`);
    // zxing's WebAssembly comes from our own build, never its default CDN.
    const wasmResponse = await wasm;
    expect(wasmResponse.url()).toMatch(new RegExp(`^${baseUrl}/assets/zxing_reader-[\\w-]+\\.wasm$`));
    expect(wasmResponse.status()).toBe(200);
    expect(outside).toEqual([]);
    await csp.assertNone();
  });

  it('ignores forged kit messages (wrong source, another origin) and a message without the expected shape', async () => {
    const page = await openScanner(withoutCamera);
    const profileLookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/test/profile')) profileLookups.push(request.url());
    });
    const frame = await scannerFrame(page);
    await frame.getByText('The camera is not available. Type the kit code below instead.').waitFor();
    const forged = {
      type: SCANNER_MESSAGE_TYPE,
      kit: {
        GTIN: COVID,
        ExpirationDate: null,
        Lot: null,
        Serial: null,
        Custom: {},
        FullGS1String: `(01)${COVID}(17)${year}1231(10)LOT1(21)${serial()}`,
      },
    };

    // Same origin as the scanner (the default), but posted by the app window, not by the scanner frame.
    const wrongSource = warning(page, /did not come from the scanner frame/);
    await page.evaluate((message) => {
      window.postMessage(message, window.location.origin);
    }, forged);
    await wrongSource;

    // From the scanner frame itself, but not a kit message.
    const badShape = warning(page, /without the expected shape/);
    await frame.evaluate(() => {
      window.parent.postMessage(
        { type: 'portal.scanner.kit-code', kit: { GTIN: 'x' } },
        window.location.origin,
      );
    });
    await badShape;

    // A forged event claiming the scanner frame as its source, from another origin.
    const otherOrigin = warning(page, /untrusted origin/);
    await page.evaluate((message) => {
      const iframe = document.querySelector('iframe');
      window.dispatchEvent(
        new MessageEvent('message', {
          data: message,
          origin: 'http://127.0.0.1:9',
          source: iframe?.contentWindow ?? null,
        }),
      );
    }, forged);
    await otherOrigin;

    expect(profileLookups).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Scan the code on your kit' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'COVID-19 Antigen Rapid Test' }).count()).toBe(0);

    // Manual entry stays the fallback and still leads to step 3.
    await page.getByLabel('Kit code').fill(forged.kit.FullGS1String);
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByRole('heading', { name: 'COVID-19 Antigen Rapid Test' }).waitFor();
  });

  it('cannot be framed by a page on another origin (frame-ancestors names the app only)', async () => {
    const evil = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>other</title><iframe src="${baseUrl}/capture/scanner"></iframe>`);
    });
    await new Promise<void>((resolve) => {
      evil.listen(0, '127.0.0.1', resolve);
    });
    try {
      const { port } = evil.address() as AddressInfo;
      if (!withoutCamera) throw new Error('The browser did not start.');
      context = await withoutCamera.newContext();
      const page = await context.newPage();
      const refused = page.waitForEvent('console', {
        predicate: (m: ConsoleMessage) => /frame-ancestors/.test(m.text()) && m.text().includes(baseUrl),
      });
      await page.goto(`http://127.0.0.1:${String(port)}/`);
      // Chromium: "Framing '<app>/' violates ... "frame-ancestors <app origin>". The request has been blocked."
      expect((await refused).text()).toMatch(new RegExp(`frame-ancestors ${baseUrl}"[^]*blocked`));
    } finally {
      await new Promise<void>((resolve) => {
        evil.close(() => {
          resolve();
        });
      });
    }
  });
});
