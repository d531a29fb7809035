import type { FastifyInstance } from 'fastify';
import { API_PREFIX, CAPTURE_TICKET_HEADER, endpoints } from '@portal/contract';

const UPLOAD_URL = API_PREFIX + endpoints.uploadTestPhoto.path;

/**
 * CORS for the camera page's upload, and for nothing else: when the camera runs on its own origin, its
 * preflight (POST with the ticket and idempotency headers) is answered for that exact origin, and the
 * upload's answer (success or error) may be read by it. No credentials: the ticket is the authorisation.
 */
export function captureUploadCors(app: FastifyInstance, appOrigin: string, cameraOrigin: string): void {
  if (cameraOrigin === appOrigin) return;
  app.options(UPLOAD_URL, async (request, reply) => {
    void reply.header('vary', 'Origin');
    if (request.headers.origin !== cameraOrigin) return reply.status(204).send();
    return reply
      .status(204)
      .header('access-control-allow-origin', cameraOrigin)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', `${CAPTURE_TICKET_HEADER}, idempotency-key`)
      .header('access-control-max-age', '600')
      .send();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== UPLOAD_URL) return;
    void reply.header('vary', 'Origin');
    if (request.headers.origin === cameraOrigin)
      void reply.header('access-control-allow-origin', cameraOrigin);
  });
}
