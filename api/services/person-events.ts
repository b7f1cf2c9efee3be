import type { Db } from '../db/connect.ts';
import type { PersonEventType } from '../db/schema.ts';

/**
 * Notes a step of a person's history that leaves no row of its own (a code asked for, a
 * newsletter confirmation), for the staff timeline of that address. Takes a Db or the caller's
 * transaction, so the step and its note are written together.
 */
export async function recordPersonEvent(db: Db, email: string, type: PersonEventType, now: number, detail = ''): Promise<void> {
  await db.insertInto('person_events').values({ email, type, detail, created_at: now }).execute();
}
