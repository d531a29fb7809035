import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, loggerOptions } from './logger';
import { startBanner } from './banner';
import { loadConfig } from '../config';
import { DEMO_PATIENT } from '../seed/seed-data';

describe('log format', () => {
  it('is human-readable at a terminal and JSON lines otherwise', () => {
    expect(chooseLogFormat({ isTTY: true })).toBe('pretty');
    expect(chooseLogFormat({ isTTY: false })).toBe('json');
    expect(chooseLogFormat({})).toBe('json');
    // A stream of the caller's own (tests, a log shipper) always gets JSON.
    expect(chooseLogFormat({ isTTY: true }, new PassThrough())).toBe('json');
  });

  it('writes JSON to the given stream and pretty lines through pino-pretty', () => {
    const own = new PassThrough();
    const json = loggerOptions('info', own, 'json') as { stream?: unknown };
    expect(json.stream).toBe(own);
    const pretty = loggerOptions('info', undefined, 'pretty') as { stream?: unknown };
    expect(pretty.stream).toBeDefined();
    expect(pretty.stream).not.toBe(process.stdout);
  });
});

describe('start-up banner', () => {
  it('names the address and the demo sign-in', () => {
    const banner = startBanner(loadConfig({ PORT: '4321' }));
    expect(banner).toContain('http://localhost:4321');
    expect(banner).toContain(`${DEMO_PATIENT.email} / ${DEMO_PATIENT.password}`);
  });

  it('leaves the demo sign-in out when no demo data is seeded', () => {
    expect(startBanner(loadConfig({ SEED_DEMO: 'false' }))).not.toContain(DEMO_PATIENT.password);
  });
});
