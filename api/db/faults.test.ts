import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './faults.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend ended by pg_terminate_backend or a fast shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server still starting up', withCode('the database system is starting up', '57P03')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a refused connection to every address of a name', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['a socket cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a client whose connection broke between statements', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a database closed to new connections', withCode('database "agency" is not currently accepting connections', '55000')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a password rotated under the running server', withCode('password authentication failed for user "agency"', '28P01')],
    ['SQLite locked past its busy timeout', withCode('database is locked', 'SQLITE_BUSY')],
    ['SQLite failing to write its disk', withCode('disk I/O error', 'SQLITE_IOERR_WRITE')],
    ['SQLite on a full disk', withCode('database or disk is full', 'SQLITE_FULL')],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint "leads_pkey"', '23505')],
    ['another prerequisite error', withCode('cannot run inside a transaction block', '55000')],
    ['a missing table', withCode('relation "leadz" does not exist', '42P01')],
    ['a serialization failure (retry the transaction, not the database)', withCode('could not serialize access', '40001')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed: contacts.id', 'SQLITE_CONSTRAINT_PRIMARYKEY')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a value that is no error', 'ECONNREFUSED'],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
