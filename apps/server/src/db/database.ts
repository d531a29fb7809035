export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** One open transaction. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction as the application role, with the tenant entered (and proven, see
   * 009_tenant_proof.sql) for that transaction only. With `tenantId` null no tenant is set, so tenant
   * tables show no rows. Only for the paths that run before a session exists (sign-in, links, seeding).
   */
  transaction<T>(tenantId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in one transaction opened by resolving a bearer token's hash with auth_session(), which
   * also sets the tenant; `session` is null when the token is unknown, expired or revoked.
   */
  sessionTransaction<T>(
    tokenHash: Buffer,
    idleMinutes: number,
    fn: (tx: Tx, session: SessionRow | null) => Promise<T>,
  ): Promise<T>;
  /**
   * One statement in its own implicit transaction, prepared once per connection. With no tenant set,
   * tenant tables show no rows: a statement that needs one must set it itself (auth_session does).
   */
  statement<T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<QueryResult<T>>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface SessionRow {
  session_id: string;
  tenant_id: string;
  user_id: string;
  role: 'Patient' | 'Coordinator' | 'Admin';
}

export const SESSION_SQL = 'select session_id, tenant_id, user_id, role from auth_session($1, $2)';

/** Enters a tenant before any session exists; $2 is the entry secret, always a bind parameter. */
export const ENTER_TENANT_SQL = 'select enter_tenant($1, $2)';

/** The database refused or lost the connection: the client did nothing wrong, and retrying later helps. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
