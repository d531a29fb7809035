import { afterAll, describe, expect, it } from 'vitest';
import {
  createE2eDatabase,
  dropStaleE2eDatabases,
  withSuperuser,
  type E2eDatabase,
} from './support/e2e-database';

const exists = (name: string) =>
  withSuperuser(async (client) => {
    const database = await client.query('select 1 from pg_database where datname = $1', [name]);
    const owner = await client.query('select 1 from pg_roles where rolname = $1', [`${name}_owner`]);
    return { database: database.rowCount === 1, owner: owner.rowCount === 1 };
  });

const made: E2eDatabase[] = [];
afterAll(async () => {
  for (const database of made) await database.drop();
});

describe('the browser tests’ own databases', () => {
  it('drops a crashed run’s database and owner, and keeps a run’s going on beside', async () => {
    const now = Date.now() / 1000;
    const crashed = await createE2eDatabase(now - 7 * 3600);
    const running = await createE2eDatabase(now - 3600);
    made.push(crashed, running);

    const dropped = await dropStaleE2eDatabases(now);

    expect(dropped).toContain(crashed.name);
    expect(dropped).not.toContain(running.name);
    expect(await exists(crashed.name)).toEqual({ database: false, owner: false });
    expect(await exists(running.name)).toEqual({ database: true, owner: true });
  });
});
