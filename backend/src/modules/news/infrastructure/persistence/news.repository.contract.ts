import type { NewsRecord } from '../../domain/news.js';
import type { NewsRepository } from '../../domain/news.repository.js';

export function aNewsRecord(overrides: Partial<NewsRecord> = {}): NewsRecord {
  return {
    title: 'Release notes',
    titleIt: 'Note di rilascio',
    content: '<p>New set</p>',
    contentIt: '<p>Nuovo set</p>',
    excerpt: 'New set',
    excerptIt: 'Nuovo set',
    author: 'Nami',
    deckId: null,
    youtubeUrl: null,
    isHighlighted: false,
    isDraft: false,
    ...overrides,
  };
}

/** One behaviour for every NewsRepository adapter: run by the in-memory spec and the TypeORM int-spec. */
export function newsRepositoryContract(setup: () => Promise<{ repository: NewsRepository; teardown(): Promise<void> }>): void {
  let repository: NewsRepository;
  let teardown: () => Promise<void>;

  beforeEach(async () => {
    ({ repository, teardown } = await setup());
  });
  afterEach(async () => teardown());

  it('creates, reads, updates and deletes an article', async () => {
    const created = await repository.create(aNewsRecord());
    expect(created).toMatchObject({ ...aNewsRecord(), id: expect.any(Number), imageUrl: null });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await repository.findById(created.id)).toMatchObject({ title: 'Release notes', contentIt: '<p>Nuovo set</p>' });

    const updated = await repository.update(created.id, aNewsRecord({ title: 'Changed', titleIt: null, contentIt: null, excerptIt: null, isDraft: true }));
    expect(updated).toMatchObject({ title: 'Changed', titleIt: null, contentIt: null, isDraft: true });
    expect(await repository.update(999999, aNewsRecord())).toBeNull();

    expect(await repository.setImage(created.id, '/uploads/news/a.png')).toBe(true);
    expect((await repository.findById(created.id))?.imageUrl).toBe('/uploads/news/a.png');
    expect(await repository.setImage(999999, '/uploads/news/a.png')).toBe(false);

    expect(await repository.delete(created.id)).toBe(true);
    expect(await repository.findById(created.id)).toBeNull();
    expect(await repository.delete(created.id)).toBe(false);
  });

  it('lists summaries without bodies, newest first, filtered by draft, highlight and search, with a limit', async () => {
    const first = await repository.create(aNewsRecord({ title: 'Beginner guide', author: 'Zoro' }));
    const draft = await repository.create(aNewsRecord({ title: 'Secret', isDraft: true, isHighlighted: true }));
    const highlighted = await repository.create(aNewsRecord({ title: '100% fun', titleIt: 'Guida_per tutti', isHighlighted: true }));

    const published = await repository.listSummaries({ includeDrafts: false });
    expect(published.map((item) => item.id)).toEqual([highlighted.id, first.id]);
    expect(published[0]).not.toHaveProperty('content');
    expect(published[0]).toMatchObject({ excerpt: 'New set', isHighlighted: true, isDraft: false });
    expect((await repository.listSummaries({ includeDrafts: true })).map((item) => item.id)).toEqual([highlighted.id, draft.id, first.id]);
    expect((await repository.listSummaries({ includeDrafts: false, highlightedOnly: true })).map((item) => item.id)).toEqual([highlighted.id]);
    expect((await repository.listSummaries({ includeDrafts: true, limit: 1 })).map((item) => item.id)).toEqual([highlighted.id]);

    const search = async (text: string) => (await repository.listSummaries({ includeDrafts: false, search: text })).map((item) => item.id);
    expect(await search('GUIDE')).toEqual([first.id]);
    expect(await search('zoro')).toEqual([first.id]);
    expect(await search('guida_per')).toEqual([highlighted.id]);
    expect(await search('100%')).toEqual([highlighted.id]);
    expect(await search('%')).toEqual([highlighted.id]);
    expect(await search('_')).toEqual([highlighted.id]);
    expect(await search('secret')).toEqual([]);
    expect(await repository.countPublished()).toBe(2);
  });

  it('hides what is scheduled after the moment asked about, and dates and orders articles by their publication time (ADR 0075)', async () => {
    const at = (iso: string) => new Date(iso);
    const written = await repository.create(aNewsRecord({ title: 'Written now' }));
    const backdated = await repository.create(aNewsRecord({ title: 'Backdated', publishAt: at('2020-01-01T10:00:00.000Z') }));
    const later = await repository.create(aNewsRecord({ title: 'Later', isHighlighted: true, publishAt: at('2099-01-01T10:00:00.000Z') }));
    const draft = await repository.create(aNewsRecord({ title: 'Draft', isDraft: true, publishAt: at('2098-01-01T10:00:00.000Z') }));
    const ids = async (options: Parameters<NewsRepository['listSummaries']>[0]) => (await repository.listSummaries(options)).map((item) => item.id);

    expect(await ids({ includeDrafts: false })).toEqual([written.id, backdated.id]);
    expect(await ids({ includeDrafts: false, highlightedOnly: true })).toEqual([]);
    expect(await ids({ includeDrafts: false, at: at('2099-01-01T10:00:00.000Z') })).toEqual([later.id, written.id, backdated.id]);
    // Admins see everything, by publication date too.
    expect(await ids({ includeDrafts: true })).toEqual([later.id, draft.id, written.id, backdated.id]);
    // The back office's status filter: a scheduled article is neither a draft nor published yet.
    expect(await ids({ includeDrafts: true, status: 'draft' })).toEqual([draft.id]);
    expect(await ids({ includeDrafts: true, status: 'scheduled' })).toEqual([later.id]);
    expect(await ids({ includeDrafts: true, status: 'published' })).toEqual([written.id, backdated.id]);
    expect(await ids({ includeDrafts: true, status: 'scheduled', at: at('2099-06-01T00:00:00.000Z') })).toEqual([]);
    expect((await repository.pageSummaries({ includeDrafts: false }, { page: 1, pageSize: 10 })).total).toBe(2);
    expect(await repository.countPublished()).toBe(2);
    expect(await repository.countPublished(at('2099-06-01T00:00:00.000Z'))).toBe(3);

    expect((await repository.findById(later.id))!.publishAt).toEqual(at('2099-01-01T10:00:00.000Z'));
    expect((await repository.listSummaries({ includeDrafts: true }))[0]!.publishAt).toEqual(at('2099-01-01T10:00:00.000Z'));
    expect((await repository.findById(written.id))!.publishAt).toBeNull();
    // The next one out: not the draft's, not one already out.
    expect(await repository.nextPublicationAfter(at('2030-01-01T00:00:00.000Z'))).toEqual(at('2099-01-01T10:00:00.000Z'));
    expect(await repository.nextPublicationAfter(at('2099-01-01T10:00:00.000Z'))).toBeNull();

    expect((await repository.update(later.id, aNewsRecord({ title: 'Now', publishAt: null })))!.publishAt).toBeNull();
    expect(await repository.nextPublicationAfter(at('2030-01-01T00:00:00.000Z'))).toBeNull();
  });

  it('inserts articles with fixed ids and continues after them', async () => {
    await repository.insertWithIds([
      { ...aNewsRecord({ title: 'Four' }), id: 4 },
      { ...aNewsRecord({ title: 'Five' }), id: 5 },
    ]);
    expect((await repository.findById(4))?.title).toBe('Four');
    expect((await repository.findById(5))?.title).toBe('Five');
    expect((await repository.create(aNewsRecord())).id).toBe(6);
  });
}
