import { KitTemplate } from '@portal/contract';
import type { Tx } from '../../db/database';

/** A kit the tenant offers (SPEC "Test profile"), as the kit check finds it by GTIN. */
export interface ProfileRow {
  id: string;
  gtin: string;
  test_name: string;
  manufacture_name: string;
  custom_test_name: string | null;
  included: string[];
  included_html: string;
  description_html: string;
  instructions: { Title: string; ImageUrl: string }[];
  wait_seconds: number;
  read_window_seconds: number | null;
  /** The reader's template of this kit, checked against the contract's schema. */
  kit_template: KitTemplate;
}

/** The tenant's kit with this GTIN, or null. A stored template that fails the schema throws: it is never read with. */
export async function findProfileByGtin(tx: Tx, gtin: string): Promise<ProfileRow | null> {
  const { rows } = await tx.query<Omit<ProfileRow, 'kit_template'> & { kit_template: unknown }>(
    `select id, gtin, test_name, manufacture_name, custom_test_name, included, included_html,
            description_html, instructions, wait_seconds, read_window_seconds, kit_template
       from test_profiles where gtin = $1`,
    [gtin],
  );
  const row = rows[0];
  return row ? { ...row, kit_template: KitTemplate.parse(row.kit_template) } : null;
}

/** True when a completed test of this tenant already used this kit's serial. */
export async function isSerialUsed(tx: Tx, gtin: string, serial: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from encounters where kit_gtin = $1 and kit_serial = $2 and status = 'completed' limit 1`,
    [gtin, serial],
  );
  return rows.length > 0;
}
