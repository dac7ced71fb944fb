import { bulkFileName, isBulkFileType, nextStep, rebuildPolicy, type BulkFileState } from './bulk-file.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, 0) + seconds * 1000);
const policy = rebuildPolicy(300_000); // 5 minutes between builds, 5 s quiet
const built = (seconds: number, leaseUntil: Date | null = null): BulkFileState => ({ builtAt: at(seconds), leaseUntil });

describe('bulk files', () => {
  it('names the two files and their dated download names', () => {
    expect(isBulkFileType('cards')).toBe(true);
    expect(isBulkFileType('decks')).toBe(true);
    expect(isBulkFileType('users')).toBe(false);
    expect(bulkFileName('cards', at(0))).toBe('op-decks-cards-2026-11-27.json.gz');
  });

  it('builds a file never built, unless another instance holds the lease', () => {
    expect(nextStep({ builtAt: null, leaseUntil: null }, null, at(0), policy)).toBe('build');
    expect(nextStep({ builtAt: null, leaseUntil: at(60) }, null, at(0), policy)).toBe('wait');
    expect(nextStep({ builtAt: null, leaseUntil: at(-1) }, null, at(0), policy)).toBe('build');
  });

  it('leaves a file alone when nothing changed since its build, or the change was read by it', () => {
    expect(nextStep(built(0), null, at(3600), policy)).toBe('fresh');
    // Heard at 10 s, built (by any instance) from 20 s: the change is in it.
    expect(nextStep(built(20), at(10), at(400), policy)).toBe('fresh');
  });

  it('waits for the writes to calm down, then for the interval since the last build', () => {
    // Built at 0, change at 400: quiet until 405.
    expect(nextStep(built(0), at(400), at(402), policy)).toBe('wait');
    expect(nextStep(built(0), at(400), at(405), policy)).toBe('build');
    // Built at 0, change at 10: the quiet wait is over but the interval is not (300 s).
    expect(nextStep(built(0), at(10), at(100), policy)).toBe('wait');
    expect(nextStep(built(0), at(10), at(300), policy)).toBe('build');
  });

  it('waits while another instance is building, then finds its file fresh', () => {
    expect(nextStep(built(0, at(500)), at(400), at(410), policy)).toBe('wait');
    expect(nextStep(built(405), at(400), at(420), policy)).toBe('fresh');
  });

  it('rebuilds a day-old file without any change heard (a write another instance made while this one was down)', () => {
    expect(nextStep(built(0), null, at(86_399), policy)).toBe('fresh');
    expect(nextStep(built(0), null, at(86_400), policy)).toBe('build');
  });

  it('rebuilds at once with no interval (tests, BULK_DATA_INTERVAL_S=0)', () => {
    const now = rebuildPolicy(0);
    expect(now.quietMs).toBe(0);
    expect(nextStep(built(0), at(1), at(1), now)).toBe('build');
  });
});
