import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../db/database';
import { SEED_TENANTS, type SeedTenant } from '../../../seed/seed-data';
import { newIssuerKey, type IssuerKey } from './sign-card';
import { upsertTrustedIssuer } from './trusted-issuers.repository';

/** The demo issuer of sample cards: a made-up address, trusted by the demo tenants only. */
export const DEMO_ISSUER = { iss: 'https://issuer.demo.example/shc', name: 'Demo Health Issuer' } as const;

const keyFile = (dataDir: string) => path.join(dataDir, 'demo-health-card-issuer.jwk.json');

/** The demo issuer's key pair from DATA_DIR, or null before the seed made it. */
export function readDemoIssuerKey(dataDir: string): IssuerKey | null {
  const file = keyFile(dataDir);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as IssuerKey;
}

/**
 * Makes the demo issuer's key pair once, in DATA_DIR (readable by the owner only: the private key is never
 * committed nor stored in the database), and has every demo tenant trust its public key.
 */
export async function seedDemoIssuer(
  db: Database,
  dataDir: string,
  tenants: readonly SeedTenant[] = SEED_TENANTS,
): Promise<IssuerKey> {
  let key = readDemoIssuerKey(dataDir);
  if (!key) {
    key = await newIssuerKey(DEMO_ISSUER.iss);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(keyFile(dataDir), JSON.stringify(key), { mode: 0o600 });
    chmodSync(keyFile(dataDir), 0o600);
  }
  const trusted = { ...DEMO_ISSUER, keys: [key.publicJwk] };
  for (const tenant of tenants) {
    await db.transaction(tenant.id, (tx) => upsertTrustedIssuer(tx, tenant.id, trusted));
  }
  return key;
}
