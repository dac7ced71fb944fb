import type { FormatContent } from '../../domain/format.js';
import type { FormatRepository } from '../../domain/format.repository.js';

export function aFormat(overrides: Partial<FormatContent> = {}): FormatContent {
  return { code: 'OP10', name: 'OP10', legalSets: ['OP01', 'OP10', 'ST01', 'P'], banList: [{ code: 'OP01-024', maxCopies: 1 }], ...overrides };
}

/** One behaviour for every FormatRepository adapter: run by the in-memory spec and the TypeORM int-spec (each starts empty). */
export function formatRepositoryContract(setup: () => Promise<{ repository: FormatRepository; teardown(): Promise<void> }>): void {
  let repository: FormatRepository;
  let teardown: () => Promise<void>;

  beforeEach(async () => {
    ({ repository, teardown } = await setup());
  });
  afterEach(async () => teardown());

  it('creates formats that are not current, and lists them newest first', async () => {
    expect(await repository.create(aFormat({ code: 'OP09', name: 'OP09' }))).toEqual({ ...aFormat({ code: 'OP09', name: 'OP09' }), isCurrent: false });
    await repository.create(aFormat());
    await repository.create(aFormat({ code: 'OP11', name: 'OP11', banList: [] }));
    expect((await repository.list()).map((format) => format.code)).toEqual(['OP11', 'OP10', 'OP09']);
    expect(await repository.find('OP10')).toEqual({ ...aFormat(), isCurrent: false });
    expect(await repository.find('OP99')).toBeNull();
  });

  it('refuses a second format with the same code', async () => {
    await repository.create(aFormat());
    expect(await repository.create(aFormat({ name: 'again' }))).toBeNull();
    expect(await repository.list()).toHaveLength(1);
  });

  it('updates name, legal sets and ban list', async () => {
    await repository.create(aFormat());
    const changes = { name: 'Royal Blood', legalSets: ['OP10'], banList: [{ code: 'OP05-119', maxCopies: 0 }] };
    expect(await repository.update('OP10', changes)).toEqual({ code: 'OP10', ...changes, isCurrent: false });
    expect(await repository.find('OP10')).toEqual({ code: 'OP10', ...changes, isCurrent: false });
    expect(await repository.update('OP99', changes)).toBeNull();
  });

  it('keeps exactly one current format', async () => {
    await repository.create(aFormat({ code: 'OP09' }));
    await repository.create(aFormat());
    expect(await repository.setCurrent('OP09')).toBe(true);
    expect(await repository.setCurrent('OP10')).toBe(true);
    expect((await repository.list()).filter((format) => format.isCurrent).map((format) => format.code)).toEqual(['OP10']);
    expect(await repository.setCurrent('OP99')).toBe(false);
    expect((await repository.find('OP10'))?.isCurrent).toBe(true);
  });

  it('deletes by code', async () => {
    await repository.create(aFormat());
    expect(await repository.delete('OP10')).toBe(true);
    expect(await repository.delete('OP10')).toBe(false);
    expect(await repository.list()).toEqual([]);
  });
}
