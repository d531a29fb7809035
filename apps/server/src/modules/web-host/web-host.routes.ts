import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, CAMERA_PAGE_PATH, SCANNER_PAGE_PATH, type RuntimeConfig } from '@portal/contract';

const TENANT_ASSET = /^([a-z0-9][a-z0-9-]{0,62})\.(theme\.css|logo\.svg|favicon\.svg)$/;
const ASSET_TYPES: Record<string, string> = {
  'theme.css': 'text/css; charset=utf-8',
  'logo.svg': 'image/svg+xml',
  'favicon.svg': 'image/svg+xml',
};

export interface WebHostOptions {
  webDistDir: string;
  tenantAssetsDir: string;
  runtimeConfig: RuntimeConfig;
}

/** The built web app (with client-side routes falling back to index.html), /config.json and tenant assets. */
export async function webHostRoutes(app: FastifyInstance, opts: WebHostOptions): Promise<void> {
  app.get('/config.json', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').send(opts.runtimeConfig),
  );

  app.get<{ Params: { file: string } }>(
    '/tenant-assets/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = TENANT_ASSET.exec(request.params.file);
      const type = match?.[2] ? ASSET_TYPES[match[2]] : undefined;
      if (!match || !type)
        return reply.status(404).send({ IsOK: false, Message: 'Not found.', RequestId: request.id });
      try {
        const body = await readFile(path.join(opts.tenantAssetsDir, match[0]));
        if (type === 'image/svg+xml')
          reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        return await reply.type(type).header('cache-control', 'public, max-age=300').send(body);
      } catch {
        return reply.status(404).send({ IsOK: false, Message: 'Not found.', RequestId: request.id });
      }
    },
  );

  // The capture pages (kit scanner, test camera) are their own small Vite entries (no app shell), framed by the app.
  for (const pagePath of [SCANNER_PAGE_PATH, CAMERA_PAGE_PATH]) {
    const pageFile = path.join(opts.webDistDir, pagePath.slice(1), 'index.html');
    app.get(pagePath, { schema: { hide: true } }, async (_req, reply) => {
      const html = await readFile(pageFile).catch(() => null);
      if (!html)
        return reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }

  const indexFile = path.join(opts.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/; those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`) && /-[A-Za-z0-9_-]{8,}\./.test(filePath)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A page is what a browser navigates to (it asks for HTML). The path's last segment may hold a dot
    // (an e-mail address in /authentication/signup/{email}), so the extension alone cannot tell.
    const pathname = request.url.split('?')[0] ?? '';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith(API_PREFIX + '/') &&
      (wantsHtml || !path.extname(pathname));
    // Read per navigation (a small file): after a rebuild the page names the new fingerprinted assets.
    const html = isPage && hasWeb ? await readFile(indexFile).catch(() => null) : null;
    if (html) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    if (isPage)
      return reply.status(503).type('text/plain').send('The web app is not built yet: run npm run build.');
    return reply.status(404).send({ IsOK: false, Message: 'Not found.', RequestId: request.id });
  });
}
