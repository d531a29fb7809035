import { KitTemplate } from '@portal/contract';
import type { Tx } from '../../db/database';

export interface TestProfileRow {
  id: string;
  gtin: string;
  testName: string;
  manufactureName: string;
  customTestName: string | null;
  included: string[];
  includedHtml: string;
  descriptionHtml: string;
  instructions: { Title: string; ImageUrl: string }[];
  template: KitTemplate;
}

interface StoredRow {
  id: string;
  gtin: string;
  test_name: string;
  manufacture_name: string;
  custom_test_name: string | null;
  included: string[];
  included_html: string;
  description_html: string;
  instructions: { Title: string; ImageUrl: string }[];
  kit_template: unknown;
}

/** The tenant's kit with this GTIN, or null. A stored template that fails the schema throws: it is never read with. */
export async function findTestProfileByGtin(tx: Tx, gtin: string): Promise<TestProfileRow | null> {
  const { rows } = await tx.query<StoredRow>(
    `select id, gtin, test_name, manufacture_name, custom_test_name, included, included_html, description_html, instructions, kit_template
       from test_profiles where gtin = $1`,
    [gtin],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    gtin: row.gtin,
    testName: row.test_name,
    manufactureName: row.manufacture_name,
    customTestName: row.custom_test_name,
    included: row.included,
    includedHtml: row.included_html,
    descriptionHtml: row.description_html,
    instructions: row.instructions,
    template: KitTemplate.parse(row.kit_template),
  };
}
