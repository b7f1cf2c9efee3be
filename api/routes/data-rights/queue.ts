import { sql } from 'kysely';
import { RIGHTS_REQUEST_KINDS, type OpenRightsRequest } from '../../../shared/api/data-rights.ts';
import type { Db } from '../../db/connect.ts';
import { takeLocks, withLocks } from '../../db/locks.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
import { recordPersonEvent } from '../../services/person-events.ts';
import { personLock } from '../people/erase.ts';
import { REQUEST_NAMES } from './data-rights.ts';

/** A request's timeline entry ('the erasure of their data: "..."') read back as its kind and note. */
function readRequest(detail: string): Pick<OpenRightsRequest, 'kind' | 'note'> {
  const kind = RIGHTS_REQUEST_KINDS.find((candidate) => detail.startsWith(`${REQUEST_NAMES[candidate]}: `)) ?? 'correction';
  const note = detail.slice(REQUEST_NAMES[kind].length + 2).replace(/^"([\s\S]*)"$/, '$1');
  return { kind, note };
}

/**
 * The correction and erasure requests staff have not marked answered, oldest first. An erasure
 * leaves the queue with the person (their timeline goes with them).
 */
export async function openRightsRequests(db: Db): Promise<OpenRightsRequest[]> {
  const rows = await db
    .selectFrom('person_events as request')
    .select(['request.id', 'request.email', 'request.detail', 'request.created_at'])
    .where('request.type', '=', 'rights_requested')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('person_events as answer')
            .select('answer.id')
            .where('answer.type', '=', 'rights_answered')
            .whereRef('answer.email', '=', 'request.email')
            .where('answer.detail', '=', sql<string>`cast(${sql.ref('request.id')} as text)`),
        ),
      ),
    )
    .orderBy('request.created_at')
    .orderBy('request.id')
    .execute();
  return rows.map((row) => ({ _id: String(row.id), email: row.email, at: row.created_at, ...readRequest(row.detail) }));
}

const requestOf = (db: Db, id: string) => db.selectFrom('person_events').select('email').where('id', '=', Number(id)).where('type', '=', 'rights_requested').executeTakeFirst();

/**
 * Marks a request answered, once: a second mark, from this or another instance at the same
 * moment, changes nothing (under the request's lock). False when there is no such request, or no
 * longer: an erasure of the person that began first is waited for, so no mark outlives it. `id`
 * is spelled as the queue gives it (SerialIdParams): the answer's row names the request by it.
 */
export async function markRightsAnswered(db: Db, id: string, now: number, actor: Actor): Promise<boolean> {
  return withLocks(db, [`rights-answered:${id}`], async (trx) => {
    const whose = await requestOf(trx, id);
    if (!whose) return false;
    await takeLocks(trx, [personLock(whose.email)]);
    const request = await requestOf(trx, id);
    if (!request) return false;
    const answered = await trx.selectFrom('person_events').select('id').where('type', '=', 'rights_answered').where('email', '=', request.email).where('detail', '=', id).executeTakeFirst();
    if (answered) return true;
    await recordPersonEvent(trx, request.email, 'rights_answered', now, id);
    // Who answered, in the staff log; the request's number, never the person's address (erasure).
    await recordAudit(trx, actor, now, { action: 'answer', entity: 'person', entityId: id });
    return true;
  });
}
