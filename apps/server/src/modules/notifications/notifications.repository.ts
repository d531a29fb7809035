import type { Tx } from '../../db/database';

export interface NotificationRow {
  id: string;
  message: string;
  created_at: Date;
  read_at: Date | null;
}

export async function listOpen(tx: Tx, userId: string): Promise<NotificationRow[]> {
  const { rows } = await tx.query<NotificationRow>(
    `select id, message, created_at, read_at from notifications
      where user_id = $1 and dismissed_at is null order by created_at desc limit 100`,
    [userId],
  );
  return rows;
}

/** Dismisses the patient's own notification; false when there is none with that id for this patient. */
export async function dismiss(tx: Tx, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update notifications set dismissed_at = now(), read_at = coalesce(read_at, now())
      where id = $1 and user_id = $2 and dismissed_at is null returning id`,
    [id, userId],
  );
  return rowCount === 1;
}
