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
   * Runs `fn` in one transaction as the application role, with `app.tenant_id` set for that
   * transaction only. With `tenantId` null no tenant is set, so tenant tables show no rows.
   */
  transaction<T>(tenantId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const SET_TENANT_SQL = "select set_config('app.tenant_id', $1, true)";
