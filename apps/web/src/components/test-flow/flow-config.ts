import type { HealthServiceKind } from '@portal/contract';

export interface FlowConfig {
  kind: HealthServiceKind;
  /** The route prefix: /rapidtest or /a1ctest. */
  base: string;
  /** The service the fixed route and /test start (RAPID_TEST_SERVICE_ID or A1C_TEST_SERVICE_ID). */
  serviceId: string;
  titleKey: string;
}
