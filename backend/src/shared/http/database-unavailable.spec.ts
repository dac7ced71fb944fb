import { QueryFailedError } from 'typeorm';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable.js';

const driverError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for a statement past its deadline, as TypeORM reports it (mysql2 PROTOCOL_SEQUENCE_TIMEOUT)', () => {
    const timedOut = driverError('PROTOCOL_SEQUENCE_TIMEOUT', 'Query inactivity timeout');
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], timedOut))).toBe(true);
  });

  it('is true when no pooled connection came within the acquire deadline', () => {
    expect(isDatabaseUnavailable(driverError('POOL_ACQUIRE_TIMEOUT', 'No database connection within 2000 ms'))).toBe(true);
  });

  it("is true for a connection that never finished opening and for mysql2's pool refusing to queue", () => {
    expect(isDatabaseUnavailable(driverError('ETIMEDOUT', 'connect ETIMEDOUT'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Queue limit reached.'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('No connections available.'))).toBe(true);
  });

  it("is true for the app's own 503 (a service that already knew)", () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
  });

  it('is false for a query that is wrong rather than late', () => {
    const duplicate = driverError('ER_DUP_ENTRY', "Duplicate entry 'x' for key 'PRIMARY'");
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], duplicate))).toBe(false);
    expect(isDatabaseUnavailable(new Error('No connections available for this deck'))).toBe(false);
  });
});
