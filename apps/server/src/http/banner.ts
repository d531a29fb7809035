import type { Config } from '../config';
import { DEMO_PATIENT } from '../seed/seed-data';

/** What a newcomer at a terminal needs after `npm start`: where the portal is, and how to sign in. */
export function startBanner(config: Pick<Config, 'PUBLIC_URL' | 'SEED_DEMO' | 'APP_ENV'>): string {
  const lines = [`Patient portal (${config.APP_ENV}) is running at ${config.PUBLIC_URL}`];
  if (config.SEED_DEMO) {
    lines.push(
      `Demo sign-in: ${DEMO_PATIENT.email} / ${DEMO_PATIENT.password} (tenant ${DEMO_PATIENT.tenantId})`,
    );
  }
  lines.push('Stop with Ctrl+C.');
  return lines.join('\n');
}
