import type { Page } from '../../../shared/domain/paging.js';
import type { AuditEntry, NewAuditEntry } from '../domain/audit-entry.js';
import type { Snapshot } from '../domain/audit-summary.js';
import { AuditRecorder, type AuditedWrite } from './audit-recorder.js';
import { AuditLog } from './ports/audit-log.js';

/** Rows by `type:key`; every call recorded with the transaction it came in (or none). */
class RecordingAuditLog extends AuditLog {
  readonly rows = new Map<string, Snapshot>();
  readonly calls: Array<{ call: 'add' | 'complete'; entry: NewAuditEntry; within?: unknown; id?: number }> = [];
  private nextId = 1;

  snapshot(entityType: string, key: string): Promise<Snapshot | null> {
    return Promise.resolve(this.rows.get(`${entityType}:${key}`) ?? null);
  }
  add(entry: NewAuditEntry, within?: unknown): Promise<number> {
    this.calls.push({ call: 'add', entry, within });
    return Promise.resolve(this.nextId++);
  }
  complete(id: number, entry: NewAuditEntry): Promise<void> {
    this.calls.push({ call: 'complete', entry, id });
    return Promise.resolve();
  }
  page(): Promise<Page<AuditEntry>> {
    throw new Error('not used');
  }
  pruneBefore(): Promise<number> {
    throw new Error('not used');
  }
}

const write = (overrides: Partial<AuditedWrite> = {}): AuditedWrite => ({
  actor: { id: 1, username: 'admin' },
  action: 'updateDeck',
  route: 'PUT /api/decks/:id',
  entityType: 'deck',
  entityId: '7',
  sent: { name: 'After' },
  ...overrides,
});

describe('AuditRecorder', () => {
  let log: RecordingAuditLog;
  beforeEach(() => {
    log = new RecordingAuditLog();
    log.rows.set('deck:7', { id: 7, name: 'Before' });
  });

  it('writes the entry inside the write’s transaction, with the row as that transaction sees it, and nothing after', async () => {
    const recorder = new AuditRecorder(log, write(), { id: 7, name: 'Before' });
    log.rows.set('deck:7', { id: 7, name: 'After' });
    await recorder.joinIn('transaction');
    recorder.committed();
    await recorder.finish('ok', '7');
    expect(log.calls).toEqual([
      {
        call: 'add',
        within: 'transaction',
        entry: expect.objectContaining({ outcome: 'ok', entityId: '7', changes: [{ field: 'name', before: 'Before', after: 'After' }] }),
      },
    ]);
  });

  it('a creation completes its entry with the id its answer names', async () => {
    const recorder = new AuditRecorder(log, write({ action: 'createDeck', entityId: null }), null);
    log.rows.set('deck:8', { id: 8, name: 'New' });
    await recorder.joinIn('transaction');
    recorder.committed();
    await recorder.finish('ok', '8');
    expect(log.calls.map(({ call }) => call)).toEqual(['add', 'complete']);
    expect(log.calls[1]).toMatchObject({ id: 1, entry: { entityId: '8', entityLabel: 'New', changes: [{ field: 'name', after: 'New' }] } });
  });

  it('an answer naming another id than the route’s (a deck copied) is about the new row', async () => {
    const recorder = new AuditRecorder(log, write({ action: 'copyDeck', sent: {} }), { id: 7, name: 'Before' });
    log.rows.set('deck:12', { id: 12, name: 'Before (copy)', copiedFromId: 7 });
    await recorder.joinIn('transaction');
    recorder.committed();
    await recorder.finish('ok', '12');
    expect(log.calls[1]).toMatchObject({
      call: 'complete',
      entry: {
        entityId: '12',
        entityLabel: 'Before (copy)',
        changes: [
          { field: 'id', after: '12' },
          { field: 'name', after: 'Before (copy)' },
          { field: 'copiedFromId', after: '7' },
        ],
      },
    });
  });

  it('a transaction rolled back (no commit): the failure is written afterwards, outside it', async () => {
    const recorder = new AuditRecorder(log, write(), { id: 7, name: 'Before' });
    await recorder.joinIn('transaction');
    await recorder.finish('deck_not_found', null);
    expect(log.calls.map(({ call, within }) => [call, within])).toEqual([
      ['add', 'transaction'],
      ['add', undefined],
    ]);
    expect(log.calls[1].entry).toMatchObject({ outcome: 'deck_not_found', entityLabel: 'Before', changes: [{ field: 'name', after: 'After' }] });
  });

  it('a write committed, then failing: its entry says so', async () => {
    const recorder = new AuditRecorder(log, write(), { id: 7, name: 'Before' });
    await recorder.joinIn('transaction');
    recorder.committed();
    await recorder.finish('error', null);
    expect(log.calls.map(({ call }) => call)).toEqual(['add', 'complete']);
    expect(log.calls[1].entry.outcome).toBe('error');
  });

  it('a write with no transaction: one entry right after it; a second transaction of the same write adds none', async () => {
    const recorder = new AuditRecorder(log, write({ entityType: 'settings', entityId: null, sent: { value: 'x' } }), null);
    await recorder.finish('ok', null);
    expect(log.calls).toEqual([
      { call: 'add', within: undefined, entry: expect.objectContaining({ entityId: null, changes: [{ field: 'value', after: 'x' }] }) },
    ]);

    const twice = new AuditRecorder(log, write(), null);
    await twice.joinIn('first');
    twice.committed();
    await twice.joinIn('second');
    twice.committed();
    expect(log.calls.filter(({ within }) => within === 'second')).toEqual([]);
  });
});
