import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/contract';

export interface SecurityHeaderOptions {
  /** The app's own origin: the only one that may frame a capture page. */
  appOrigin: string;
  /** Origins of the capture pages (scanner, camera) the app frames; nothing else may be framed. */
  captureOrigins: string[];
  objectStoreOrigins?: string[];
}

/** Capture pages live in an iframe of the app; every other response refuses to be framed. */
export const CAPTURE_PATH_PREFIX = '/capture/';

const NO_FRAMING = "frame-ancestors 'none'";

/** `camera=(self "https://scan.example.org")`: the app may delegate the camera to its capture frames only. */
export function permissionsPolicy(appOrigin: string, captureOrigins: string[]): string {
  const others = [...new Set(captureOrigins)].filter((origin) => origin !== appOrigin);
  const camera = ['self', ...others.map((origin) => `"${origin}"`)].join(' ');
  return `camera=(${camera}), microphone=(), geolocation=(), payment=(), usb=()`;
}

/** The app's Content-Security-Policy and the other headers of SECURITY.md, in one place. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { appOrigin, captureOrigins, objectStoreOrigins = [] }: SecurityHeaderOptions,
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
        frameSrc: [...new Set(captureOrigins)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  const cameraPolicy = permissionsPolicy(appOrigin, captureOrigins);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', cameraPolicy);
    if (request.url.startsWith(API_PREFIX + '/')) reply.header('cache-control', 'no-store');
    if (request.url.startsWith(CAPTURE_PATH_PREFIX)) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', csp.replace(NO_FRAMING, `frame-ancestors ${appOrigin}`));
    }
  });
}
