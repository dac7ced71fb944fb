import { DomainEvents, type DomainEvent } from '../../../shared/events/domain-events.js';
import { ImageStorage, type ImageKind } from '../../../shared/storage/image-storage.js';
import { SharpImageIntake } from '../../../shared/storage/sharp-image-intake.js';
import type { DeckRepository } from '../../decks/domain/deck.repository.js';
import type { NewsContent } from '../domain/news.js';
import { InMemoryNewsRepository } from '../infrastructure/persistence/in-memory-news.repository.js';
import { NewsQueriesService } from './news-queries.service.js';
import { NewsService } from './news.service.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

class MemoryImages extends ImageStorage {
  saved: Array<{ folder: string; kind: ImageKind }> = [];
  async save(folder: string, _bytes: Buffer, kind: ImageKind): Promise<string> {
    this.saved.push({ folder, kind });
    return `/uploads/${folder}/${this.saved.length}.${kind}`;
  }
  async read(): Promise<Buffer | null> {
    return null;
  }
}

const aNews = (overrides: Partial<NewsContent> = {}): NewsContent => ({
  title: 'Release notes',
  titleIt: null,
  content: '<p>New set</p>',
  contentIt: null,
  author: 'Nami',
  deckId: null,
  youtubeUrl: null,
  isHighlighted: false,
  isDraft: false,
  ...overrides,
});

describe('NewsService with in-memory adapters', () => {
  let repository: InMemoryNewsRepository;
  let images: MemoryImages;
  let events: DomainEvent[];
  let service: NewsService;
  let queries: NewsQueriesService;

  beforeEach(() => {
    repository = new InMemoryNewsRepository();
    images = new MemoryImages();
    events = [];
    const bus = new DomainEvents();
    bus.subscribe('content.deleted', (event) => void events.push(event));
    const decks = { findById: async (id: number) => (id === 7 ? ({ id } as never) : null) } as unknown as DeckRepository;
    service = new NewsService(repository, decks, images, new SharpImageIntake(), bus);
    queries = new NewsQueriesService(repository);
  });

  it('sanitises the bodies and derives the excerpts on write', async () => {
    const created = await service.create(aNews({ content: '<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p>', contentIt: '<p>Ciao</p>' }));
    expect(created.content).toBe('<p>Hi <b>there</b></p>');
    expect(created).toMatchObject({ excerpt: 'Hi there', excerptIt: 'Ciao' });
  });

  it('refuses missing fields and an unknown deck, and accepts a known one', async () => {
    await expect(service.create(aNews({ title: '', author: ' ' }))).rejects.toMatchObject({
      code: 'invalid_news',
      problems: [{ field: 'title' }, { field: 'author' }],
    });
    await expect(service.create(aNews({ content: '<script>only a script</script>' }))).rejects.toMatchObject({ code: 'invalid_news' });
    await expect(service.create(aNews({ deckId: 99 }))).rejects.toMatchObject({ code: 'unknown_deck' });
    expect((await service.create(aNews({ deckId: 7 }))).deckId).toBe(7);
  });

  it('keeps drafts out of the public reads and the published count', async () => {
    const published = await service.create(aNews({ isHighlighted: true }));
    const draft = await service.create(aNews({ title: 'Draft', isDraft: true, isHighlighted: true }));
    expect((await queries.list({ includeDrafts: false })).map((item) => item.id)).toEqual([published.id]);
    expect((await queries.highlighted()).map((item) => item.id)).toEqual([published.id]);
    await expect(queries.get(draft.id, false)).rejects.toMatchObject({ code: 'news_not_found' });
    expect((await queries.get(draft.id, true)).id).toBe(draft.id);
    expect(await queries.countPublished()).toBe(1);
  });

  it('stores an image for an existing article only, through the image intake', async () => {
    const created = await service.create(aNews());
    expect(await service.uploadImage(created.id, PNG)).toBe('/uploads/news/1.png');
    expect((await queries.get(created.id, false)).imageUrl).toBe('/uploads/news/1.png');
    await expect(service.uploadImage(created.id, Buffer.from('GIF? no'))).rejects.toMatchObject({ code: 'not_an_image' });
    await expect(service.uploadImage(created.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({
      code: 'image_format_not_allowed',
    });
    await expect(service.uploadImage(created.id, undefined)).rejects.toMatchObject({ code: 'image_missing' });
    await expect(service.uploadImage(999, PNG)).rejects.toMatchObject({ code: 'news_not_found' });
    expect(images.saved).toHaveLength(1);
  });

  it('tells the comments when an article is deleted', async () => {
    const created = await service.create(aNews());
    await service.delete(created.id);
    expect(events).toEqual([{ name: 'content.deleted', contentType: 'news', contentId: created.id }]);
    await expect(service.delete(created.id)).rejects.toMatchObject({ code: 'news_not_found' });
  });

  it('writes fixed-id articles, and the next one gets an id after them', async () => {
    await service.createWithIds([
      { ...aNews(), id: 4 },
      { ...aNews({ title: 'Five' }), id: 5 },
    ]);
    expect((await queries.get(5, false)).title).toBe('Five');
    expect((await service.create(aNews())).id).toBe(6);
  });
});
