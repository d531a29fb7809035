import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/contract';

/** The app's Content-Security-Policy and the other headers of SECURITY.md, in one place. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  frameOrigins: string[],
  objectStoreOrigins: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the kit-code scanner compile its WebAssembly; no inline or eval script.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...objectStoreOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...objectStoreOrigins],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith(API_PREFIX + '/')) reply.header('cache-control', 'no-store');
  });
}
