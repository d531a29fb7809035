import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTenant, getRuntimeConfig, loadRuntimeConfig, watchTenantLogos } from './tenant';

const CONFIG = {
  tenantId: 'demo',
  environment: 'dev',
  appOrigin: 'https://portal.example.org',
  scannerOrigin: 'https://scan.example.org',
  cameraOrigin: 'https://camera.example.org',
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tenancy at start', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('refuses a configuration whose scanner origin is not a bare origin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ ...CONFIG, scannerOrigin: 'https://scan.example.org/x' })),
        ),
      ),
    );
    await expect(loadRuntimeConfig()).rejects.toThrow(/not valid/);
  });

  it('refuses a configuration without a camera origin', async () => {
    const { cameraOrigin: _omitted, ...withoutCamera } = CONFIG;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(withoutCamera)))),
    );
    await expect(loadRuntimeConfig()).rejects.toThrow(/not valid/);
  });

  it('reads tenant id and environment from /config.json', async () => {
    const fetchMock = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify(CONFIG))));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadRuntimeConfig()).resolves.toEqual(CONFIG);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/config.json');
    expect(getRuntimeConfig().tenantId).toBe('demo');
  });

  it('refuses an invalid configuration', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ tenantId: '../x' })))),
    );
    await expect(loadRuntimeConfig()).rejects.toThrow(/not valid/);
  });

  it('sets the title, theme stylesheet, favicon and logo of the tenant', async () => {
    document.body.innerHTML = '<img data-tenant-logo alt="">';
    const stop = applyTenant({ ...CONFIG, tenantId: 'acme-health' });
    expect(document.title).toBe('ACME-HEALTH');
    const theme = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(theme?.getAttribute('href')).toBe('/tenant-assets/acme-health.theme.css');
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/tenant-assets/acme-health.favicon.svg');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/tenant-assets/acme-health.logo.svg');
    stop();
    await flush();
  });

  it('keeps logos added later, or changed, on the tenant logo; other images are left alone', async () => {
    const stop = watchTenantLogos('/tenant-assets/demo.logo.svg');
    const later = document.createElement('div');
    later.innerHTML = '<span><img data-tenant-logo alt=""></span><img id="other" src="/x.png" alt="">';
    document.body.appendChild(later);
    await flush();
    expect(later.querySelector('img[data-tenant-logo]')?.getAttribute('src')).toBe(
      '/tenant-assets/demo.logo.svg',
    );
    expect(later.querySelector('#other')?.getAttribute('src')).toBe('/x.png');
    later.querySelector('img[data-tenant-logo]')?.setAttribute('src', '/elsewhere.svg');
    await flush();
    expect(later.querySelector('img[data-tenant-logo]')?.getAttribute('src')).toBe(
      '/tenant-assets/demo.logo.svg',
    );
    stop();
  });
});
