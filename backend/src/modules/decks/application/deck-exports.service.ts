import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { cardFace, deckImageLayout } from '../domain/deck-image-layout.js';
import { exportDeckListAs, type DeckListFormat } from '../domain/deck-list.js';
import { registrationSheet } from '../domain/registration-sheet.js';
import { DeckQueriesService, type DeckWithCards } from './deck-queries.service.js';
import { isReadableByEveryone, type Viewer } from '../domain/deck-access.js';
import { DeckCardPictures, DeckPictureRenderer, RegistrationSheetRenderer, type CardPicture, type SheetLanguage } from './ports/deck-export-ports.js';

/** One export, ready to send. */
export interface DeckExportFile {
  bytes: Buffer;
  contentType: string;
  /** A download name made from the deck's name ('straw-hat-rush-optcgsim.txt'). */
  filename: string;
  etag: string;
  /**
   * Readable by anyone (a published curated deck, an unlisted or public community deck)? Drafts and
   * private or hidden decks are their owner's and admins' only: shared caches must not keep them.
   */
  isPublic: boolean;
}

/** Bump when the picture's drawing changes, so cached pictures and ETags change with it. */
const PICTURE_VERSION = 2;
/** Composed pictures cached in memory, most recently used last (a picture is 100-300 KB). */
const PICTURE_CACHE_SIZE = 32;
/** Pictures read at once from the card-image cache. */
const PICTURE_READS = 6;

const etagOf = (...parts: Array<string | Buffer>) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `"${hash.digest('base64url')}"`;
};

/** 'Straw Hat Rush!' → 'straw-hat-rush'; a name with nothing usable gives 'deck-12'. */
export function fileNameOf(deck: { id: number; name: string }): string {
  const slug = deck.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || `deck-${deck.id}`;
}

/**
 * A deck's exports (issue #16 item 4, ADR 0025): the list formats of the decks domain as text, the
 * shareable picture (composed from the site's own card pictures, cached in memory by content) and the
 * registration sheet. Readable as the deck page is (DeckQueriesService.get: drafts, private and hidden
 * decks only for their owner and admins).
 */
@Injectable()
export class DeckExportsService {
  private readonly pictures = new Map<string, Buffer>();

  constructor(
    private readonly queries: DeckQueriesService,
    private readonly cardPictures: DeckCardPictures,
    private readonly pictureRenderer: DeckPictureRenderer,
    private readonly sheetRenderer: RegistrationSheetRenderer,
  ) {}

  async listText(id: number, format: DeckListFormat, viewer: Viewer | null): Promise<DeckExportFile> {
    const entry = await this.queries.get(id, viewer);
    const text = exportDeckListAs(
      format,
      entry.leader,
      entry.cards.map(({ card, quantity }) => ({ code: card.code, name: card.name, quantity })),
    );
    const bytes = Buffer.from(text, 'utf8');
    return {
      bytes,
      contentType: 'text/plain; charset=utf-8',
      filename: `${fileNameOf(entry.deck)}-${format}.txt`,
      etag: etagOf(bytes),
      isPublic: isReadableByEveryone(entry.deck),
    };
  }

  async picture(id: number, viewer: Viewer | null): Promise<DeckExportFile> {
    const entry = await this.queries.get(id, viewer);
    const { deck } = entry;
    const cards = [...entry.cards].sort((a, b) => a.card.code.localeCompare(b.card.code));
    // The leader is drawn large (full size), the grid from thumbnails.
    const [leader, ...pictures] = await this.readPictures([
      { code: entry.leader?.code ?? null, size: 'full' },
      ...cards.map(({ card }) => ({ code: card.code, size: 'thumb' as const })),
    ]);
    const title = deck.name;
    const subtitle = [deck.author, deck.format].filter(Boolean).join(' · ');
    // A card without a picture is drawn as text (ADR 0072): its face is part of what is drawn.
    const leaderCard = entry.leader ? { picture: leader, face: cardFace(entry.leader) } : null;
    const drawnCards = cards.map(({ card, quantity }, index) => ({ picture: pictures[index], face: cardFace(card), quantity }));
    // The picture depends on these and nothing else: same content, same bytes, same tag.
    const etag = etagOf(
      JSON.stringify({
        v: PICTURE_VERSION,
        title,
        subtitle,
        leader: leaderCard ? [leaderCard.face, leaderCard.picture?.etag ?? null] : null,
        cards: drawnCards.map(({ face, quantity, picture }) => [face, quantity, picture?.etag ?? null]),
      }),
    );
    let bytes = this.pictures.get(etag);
    if (bytes) this.pictures.delete(etag);
    else {
      bytes = await this.pictureRenderer.render({
        layout: deckImageLayout(cards.length, entry.leader !== null),
        title,
        subtitle,
        leader: leaderCard,
        cards: drawnCards,
      });
    }
    this.pictures.set(etag, bytes);
    if (this.pictures.size > PICTURE_CACHE_SIZE) this.pictures.delete(this.pictures.keys().next().value!);
    return { bytes, contentType: 'image/png', filename: `${fileNameOf(deck)}.png`, etag, isPublic: isReadableByEveryone(deck) };
  }

  async registrationSheet(id: number, language: SheetLanguage, viewer: Viewer | null): Promise<DeckExportFile> {
    const entry: DeckWithCards = await this.queries.get(id, viewer);
    const bytes = await this.sheetRenderer.render({
      sheet: registrationSheet(
        entry.leader,
        entry.cards.map(({ card, quantity }) => ({ code: card.code, name: card.name, type: card.type, quantity })),
      ),
      deckName: entry.deck.name,
      format: entry.deck.format,
      language,
      date: entry.deck.updatedAt,
    });
    return {
      bytes,
      contentType: 'application/pdf',
      filename: `${fileNameOf(entry.deck)}-registration-${language}.pdf`,
      etag: etagOf(bytes),
      isPublic: isReadableByEveryone(entry.deck),
    };
  }

  /** The pictures in the order asked, a few reads at a time. */
  private async readPictures(wanted: Array<{ code: string | null; size: 'thumb' | 'full' }>): Promise<Array<CardPicture | null>> {
    const found: Array<CardPicture | null> = new Array(wanted.length).fill(null);
    let next = 0;
    const worker = async () => {
      while (next < wanted.length) {
        const index = next++;
        const { code, size } = wanted[index];
        found[index] = code ? await this.cardPictures.picture(code, size) : null;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PICTURE_READS, wanted.length) }, worker));
    return found;
  }
}
