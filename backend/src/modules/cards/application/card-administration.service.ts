import { Injectable } from '@nestjs/common';
import { ImageIntake, UPLOAD_POLICIES } from '../../../shared/storage/image-intake.js';
import { ImageStorage } from '../../../shared/storage/image-storage.js';
import { isCatalogCardCode, normalizeCardType, type Card, type NewCard } from '../domain/card.js';
import { parseCardImport } from '../domain/card-import.js';
import { CardRepository } from '../domain/card.repository.js';
import {
  CardCodeTakenError,
  CardFileNotAnArrayError,
  CardNotFoundError,
  CardNotFoundOnlineError,
  InvalidCardFileError,
  InvalidCatalogCodeError,
  InvalidPrefixError,
} from '../domain/cards.errors.js';
import { CardCatalog } from './ports/card-catalog.js';
import { PreparedCardFile } from './ports/prepared-card-file.js';

export interface NormalizationResult {
  updatedCount: number;
  updatedExamples: Array<{ code: string; oldType: string; newType: string }>;
}

/**
 * Every change an admin makes to the card database. The cached card list and everything built from
 * cards are dropped by the API's write hook after each successful write (CacheInvalidation, ADR 0049).
 */
@Injectable()
export class CardAdministrationService {
  constructor(
    private readonly cards: CardRepository,
    private readonly images: ImageStorage,
    private readonly intake: ImageIntake,
    private readonly catalog: CardCatalog,
  ) {}

  /**
   * The file as it was uploaded (or as a worker thread read it, ADR 0028); all of it is written in
   * one transaction, or nothing.
   */
  async importCards(data: unknown): Promise<number> {
    if (data instanceof PreparedCardFile) {
      const verdict = data.verdict();
      if (!verdict.ok) throw verdict.entries.length ? new InvalidCardFileError(verdict.message, verdict.entries) : new CardFileNotAnArrayError(verdict.message);
      return data.write();
    }
    const parsed = parseCardImport(data);
    if (!parsed.ok) throw parsed.entries.length ? new InvalidCardFileError(parsed.message, parsed.entries) : new CardFileNotAnArrayError(parsed.message);
    return this.cards.upsertMany(parsed.cards);
  }

  /**
   * The type rule (docs/product.md#card-types) applied to every stored type that differs from its normalised form; with
   * `ids`, to those cards only (the card table's selection, ADR 0075).
   */
  async normalizeTypes(ids?: readonly number[]): Promise<NormalizationResult> {
    const cards = ids ? await this.cards.findByIdsOrCodes([...ids], []) : await this.cards.findAll();
    const changes = cards.map((card) => ({ card, newType: normalizeCardType(card.type) })).filter(({ card, newType }) => newType !== card.type);
    await this.cards.updateTypes(changes.map(({ card, newType }) => ({ id: card.id, type: newType })));
    return {
      updatedCount: changes.length,
      updatedExamples: changes.slice(0, 10).map(({ card, newType }) => ({ code: card.code, oldType: card.type, newType })),
    };
  }

  /** A card made by hand (ADR 0075): its code must be free (409 card_code_taken). */
  async createCard(card: NewCard): Promise<Card> {
    const created = await this.cards.create(card);
    if (!created) throw new CardCodeTakenError(card.code);
    return created;
  }

  async updateCard(id: number, changes: Partial<NewCard>): Promise<Card> {
    if (!(await this.cards.findById(id))) throw new CardNotFoundError();
    if (changes.code) {
      const holder = await this.cards.findByCode(changes.code);
      if (holder && holder.id !== id) throw new CardCodeTakenError(changes.code);
    }
    const updated = await this.cards.update(id, changes);
    if (!updated) throw new CardNotFoundError();
    return updated;
  }

  async deleteCard(id: number): Promise<void> {
    if (!(await this.cards.deleteById(id))) throw new CardNotFoundError();
  }

  /** The card table's selection (ADR 0075), in one transaction; ids already gone are skipped. Returns how many went. */
  deleteCards(ids: readonly number[]): Promise<number> {
    return this.cards.deleteByIds(ids);
  }

  clearAll(): Promise<number> {
    return this.cards.deleteAll();
  }

  async clearPrefix(prefix: string | undefined): Promise<number> {
    const trimmed = prefix?.trim();
    if (!trimmed) throw new InvalidPrefixError();
    return this.cards.deleteByCodePrefix(trimmed);
  }

  /** Stores the picture the image intake wrote (cards policy) and points the card at it. */
  async uploadImage(id: number, bytes: Buffer | undefined): Promise<string> {
    const image = await this.intake.accept(bytes, UPLOAD_POLICIES.cards);
    if (!(await this.cards.findById(id))) throw new CardNotFoundError();
    const imageUrl = await this.images.save('cards', image.bytes, image.kind);
    await this.updateCard(id, { imageUrl });
    return imageUrl;
  }

  /** Fetches one code from the external catalogue and stores it (added or refreshed). A code that is not one is never sent. */
  async importFromCatalog(rawCode: string): Promise<Card> {
    const code = rawCode.trim().toUpperCase();
    if (!isCatalogCardCode(code)) throw new InvalidCatalogCodeError();
    const entry = await this.catalog.findByCode(code);
    if (!entry) throw new CardNotFoundOnlineError(code);
    const parsed = parseCardImport([entry]);
    if (!parsed.ok) throw new CardNotFoundOnlineError(code);
    await this.cards.upsertMany(parsed.cards);
    return (await this.cards.findByCode(parsed.cards[0].code))!;
  }
}
