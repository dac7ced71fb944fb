import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../../shared/events/domain-events.js';
import { sanitizeRichText } from '../../../shared/html/rich-text.js';
import { ImageIntake, UPLOAD_POLICIES } from '../../../shared/storage/image-intake.js';
import { ImageStorage } from '../../../shared/storage/image-storage.js';
import { DeckRepository } from '../../decks/domain/deck.repository.js';
import { prepareNews, validateNews, type NewsContent, type NewsItem } from '../domain/news.js';
import { InvalidNewsError, NewsNotFoundError, UnknownNewsDeckError } from '../domain/news.errors.js';
import { NewsRepository } from '../domain/news.repository.js';

/** Writing news (admins): sanitised bodies, required fields, a linked deck that exists, images through the intake. */
@Injectable()
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly decks: DeckRepository,
    private readonly images: ImageStorage,
    private readonly intake: ImageIntake,
    private readonly events: DomainEvents,
  ) {}

  async create(input: NewsContent): Promise<NewsItem> {
    return this.news.create(await this.prepare(input));
  }

  /** Articles with fixed ids (the demo content the site links to), under the same rules as the editor's. */
  async createWithIds(items: Array<NewsContent & { id: number }>): Promise<void> {
    const prepared = [];
    for (const item of items) prepared.push({ ...(await this.prepare(item)), id: item.id });
    await this.news.insertWithIds(prepared);
  }

  async update(id: number, input: NewsContent): Promise<NewsItem> {
    const updated = await this.news.update(id, await this.prepare(input));
    if (!updated) throw new NewsNotFoundError();
    return updated;
  }

  async delete(id: number): Promise<void> {
    if (!(await this.news.delete(id))) throw new NewsNotFoundError();
    // Comments point at news by type and id (no foreign key): they are told.
    await this.events.publish({ name: 'content.deleted', contentType: 'news', contentId: id });
  }

  /** An existing item only (docs/product.md#news-articles); the picture kept is the one the image intake wrote (news policy). */
  async uploadImage(id: number, bytes: Buffer | undefined): Promise<string> {
    const image = await this.intake.accept(bytes, UPLOAD_POLICIES.news);
    if (!(await this.news.findById(id))) throw new NewsNotFoundError();
    const imageUrl = await this.images.save('news', image.bytes, image.kind);
    if (!(await this.news.setImage(id, imageUrl))) throw new NewsNotFoundError();
    return imageUrl;
  }

  private async prepare(input: NewsContent): Promise<ReturnType<typeof prepareNews>> {
    const sanitised: NewsContent = {
      ...input,
      content: sanitizeRichText(input.content),
      contentIt: input.contentIt === null ? null : sanitizeRichText(input.contentIt),
    };
    const problems = validateNews(sanitised);
    if (problems.length) throw new InvalidNewsError(problems);
    if (input.deckId !== null && !(await this.decks.findById(input.deckId))) throw new UnknownNewsDeckError();
    return prepareNews(sanitised);
  }
}
