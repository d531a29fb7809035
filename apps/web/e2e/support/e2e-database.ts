/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the tests may create databases on (as the server's own integration tests). */
const serverUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asSuperuser(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface E2eDatabase {
  /** The owner's URL, the server's DATABASE_URL: it runs the migrations and creates the app's roles. */
  ownerUrl: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database for the run's server, made as the README's one-time bootstrap makes one: an owner
 * that may create roles, and its database. The server migrates, creates its roles and seeds the demo.
 */
export async function createE2eDatabase(): Promise<E2eDatabase> {
  const name = `portal_e2e_${randomBytes(6).toString('hex')}`;
  const owner = `${name}_owner`;
  await asSuperuser([`create role ${owner} login createrole`, `create database ${name} owner ${owner}`]);
  const ownerUrl = new URL(serverUrl());
  ownerUrl.pathname = `/${name}`;
  ownerUrl.username = owner;
  ownerUrl.password = '';
  return {
    ownerUrl: ownerUrl.toString(),
    // The server names its roles after the database (`<database>_app`, `<database>_guard`).
    drop: () =>
      asSuperuser([
        `drop database if exists ${name} with (force)`,
        `drop role if exists ${name}_app, ${name}_guard, ${owner}`,
      ]),
  };
}
