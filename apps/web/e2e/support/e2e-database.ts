/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the tests may create databases on (as the server's own integration tests). */
const serverUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `work` on a connection to the server as its superuser, closed afterwards. */
export async function withSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const asSuperuser = (statements: string[]) =>
  withSuperuser(async (client) => {
    for (const sql of statements) await client.query(sql);
  });

export interface E2eDatabase {
  name: string;
  /** The owner's URL, the server's DATABASE_URL: it runs the migrations and creates the app's roles. */
  ownerUrl: string;
  drop(): Promise<void>;
}

const PREFIX = 'portal_e2e_';
/** A run's database named this long ago is a crashed run's: a whole run takes under half an hour. */
const STALE_AFTER_SECONDS = 6 * 3600;
const NAMED = new RegExp(`^${PREFIX}(\\d+)_[0-9a-f]+$`);

const dropStatements = (name: string) => [
  `drop database if exists ${name} with (force)`,
  // The server names its roles after the database (`<database>_app`, `<database>_guard`).
  `drop role if exists ${name}_app, ${name}_guard, ${name}_owner`,
];

/**
 * A new, empty database for the run's server, made as the README's one-time bootstrap makes one: an owner
 * that may create roles, and its database. The server migrates, creates its roles and seeds the demo.
 * Its name carries its creation time (seconds), so that a later run can tell a crashed run's leftovers.
 */
export async function createE2eDatabase(createdAtSeconds = Date.now() / 1000): Promise<E2eDatabase> {
  const name = `${PREFIX}${String(Math.floor(createdAtSeconds))}_${randomBytes(4).toString('hex')}`;
  const owner = `${name}_owner`;
  await asSuperuser([`create role ${owner} login createrole`, `create database ${name} owner ${owner}`]);
  const ownerUrl = new URL(serverUrl());
  ownerUrl.pathname = `/${name}`;
  ownerUrl.username = owner;
  ownerUrl.password = '';
  return { name, ownerUrl: ownerUrl.toString(), drop: () => asSuperuser(dropStatements(name)) };
}

/**
 * Drops the databases and roles of runs that ended without their teardown (a killed runner), those named
 * more than STALE_AFTER_SECONDS ago; a run going on beside this one keeps its own. Returns their names.
 */
export async function dropStaleE2eDatabases(nowSeconds = Date.now() / 1000): Promise<string[]> {
  const { rows } = await withSuperuser((client) =>
    client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      PREFIX,
    ]),
  );
  const stale = rows
    .map((row) => row.datname)
    .filter((name) => {
      const created = NAMED.exec(name)?.[1];
      return created !== undefined && nowSeconds - Number(created) > STALE_AFTER_SECONDS;
    });
  for (const name of stale) await asSuperuser(dropStatements(name));
  return stale;
}
