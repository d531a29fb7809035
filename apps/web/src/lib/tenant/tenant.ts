import type { RuntimeConfig } from '@portal/contract';
import { http } from '../http';

/**
 * Tenancy at start (SPEC.md section 1): the tenant id and environment name come from `/config.json`;
 * the page title is the upper-cased tenant id; the tenant's theme stylesheet, logo and favicon come from
 * the tenant-named asset store.
 */
export const TENANT_ASSETS_BASE = '/tenant-assets';
/** Mark an image as the tenant logo with this attribute: its source is kept on the tenant's logo. */
export const TENANT_LOGO_ATTRIBUTE = 'data-tenant-logo';

let current: RuntimeConfig | null = null;

export function tenantAssetUrl(tenantId: string, kind: 'theme.css' | 'logo.svg' | 'favicon.svg'): string {
  return `${TENANT_ASSETS_BASE}/${encodeURIComponent(tenantId)}.${kind}`;
}

function isOrigin(value: unknown): value is string {
  return typeof value === 'string' && URL.canParse(value) && new URL(value).origin === value;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const body = await http('/config.json');
  // The contract's TenantIdField rule, checked here without loading zod at start.
  const config = body as Partial<Record<keyof RuntimeConfig, unknown>> | undefined;
  if (
    typeof config?.tenantId !== 'string' ||
    !/^[a-z0-9][a-z0-9-]{0,62}$/.test(config.tenantId) ||
    typeof config.environment !== 'string' ||
    !isOrigin(config.appOrigin) ||
    !isOrigin(config.scannerOrigin) ||
    !isOrigin(config.cameraOrigin)
  ) {
    throw new Error('The runtime configuration (/config.json) is not valid.');
  }
  current = {
    tenantId: config.tenantId,
    environment: config.environment,
    appOrigin: config.appOrigin,
    scannerOrigin: config.scannerOrigin,
    cameraOrigin: config.cameraOrigin,
  };
  return current;
}

/** The configuration read at start; throws when called before `loadRuntimeConfig`. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration has not been loaded.');
  return current;
}

/** Test hook. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}

function ensureLink(id: string, rel: string): HTMLLinkElement {
  let link = document.getElementById(id) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = id;
    document.head.appendChild(link);
  }
  link.rel = rel;
  return link;
}

function applyLogo(img: HTMLImageElement, logoUrl: string): void {
  if (img.getAttribute('src') !== logoUrl) img.setAttribute('src', logoUrl);
}

/**
 * Keeps every `img[data-tenant-logo]` on the tenant logo, including images added later or whose source
 * is changed afterwards. Returns the observer's disconnect.
 */
export function watchTenantLogos(logoUrl: string, root: ParentNode & Node = document.body): () => void {
  const selector = `img[${TENANT_LOGO_ATTRIBUTE}]`;
  const sweep = (node: ParentNode) => {
    node.querySelectorAll<HTMLImageElement>(selector).forEach((img) => {
      applyLogo(img, logoUrl);
    });
  };
  sweep(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') {
        const target = mutation.target;
        if (target instanceof HTMLImageElement && target.hasAttribute(TENANT_LOGO_ATTRIBUTE))
          applyLogo(target, logoUrl);
        continue;
      }
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLImageElement && node.hasAttribute(TENANT_LOGO_ATTRIBUTE))
          applyLogo(node, logoUrl);
        else if (node instanceof Element) sweep(node);
      });
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src', TENANT_LOGO_ATTRIBUTE],
  });
  return () => {
    observer.disconnect();
  };
}

/** Title, theme stylesheet, favicon and logos of the tenant. */
export function applyTenant(config: RuntimeConfig): () => void {
  document.title = config.tenantId.toUpperCase();
  ensureLink('tenant-theme', 'stylesheet').href = tenantAssetUrl(config.tenantId, 'theme.css');
  const favicon = ensureLink('tenant-favicon', 'icon');
  favicon.type = 'image/svg+xml';
  favicon.href = tenantAssetUrl(config.tenantId, 'favicon.svg');
  document.documentElement.dataset.tenant = config.tenantId;
  return watchTenantLogos(tenantAssetUrl(config.tenantId, 'logo.svg'));
}
