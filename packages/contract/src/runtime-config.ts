import { z } from 'zod';
import { TenantIdField } from './fields';

/** GET /config.json: what the web app learns at start (DESIGN.md, tenancy). */
export const RuntimeConfig = z.object({
  tenantId: TenantIdField,
  environment: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
