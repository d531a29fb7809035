import { z } from 'zod';
import { TenantIdField } from './fields';

/** GET /config.json: what the web app learns at start (DESIGN.md, tenancy). */
export const RuntimeConfig = z.object({
  tenantId: TenantIdField,
  environment: z.string(),
  /** The app's own origin: the only target the capture pages post to. */
  appOrigin: z.url(),
  /** Where /capture/scanner is served (SCANNER_ORIGIN); the app accepts scanner messages from it only. */
  scannerOrigin: z.url(),
  /** Where /capture/camera is served (CAMERA_ORIGIN); the app accepts camera messages from it only. */
  cameraOrigin: z.url(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
