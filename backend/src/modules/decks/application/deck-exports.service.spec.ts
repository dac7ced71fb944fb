import type { Card } from '../../cards/domain/card.js';
import { AN_ADMIN, aDeckInput, aNewCard, CATALOGUE, deckServices, type DeckServices } from '../../../../test/support/deck-services.js';
import { DeckExportsService, fileNameOf } from './deck-exports.service.js';
import type { DeckInput } from './deck.service.js';
import {
  DeckCardPictures,
  DeckPictureRenderer,
  RegistrationSheetRenderer,
  type CardPicture,
  type DeckPictureContent,
  type RegistrationSheetContent,
} from './ports/deck-export-ports.js';

class MemoryPictures extends DeckCardPictures {
  readonly pictures = new Map<string, CardPicture>();
  async picture(code: string, size: 'thumb' | 'full'): Promise<CardPicture | null> {
    const found = this.pictures.get(code);
    return found ? { bytes: Buffer.from(`${code}:${size}`), etag: `${found.etag}:${size}` } : null;
  }
}

class RecordingPictureRenderer extends DeckPictureRenderer {
  readonly rendered: DeckPictureContent[] = [];
  async render(content: DeckPictureContent): Promise<Buffer> {
    this.rendered.push(content);
    return Buffer.from(`png ${this.rendered.length}`);
  }
}

class RecordingSheetRenderer extends RegistrationSheetRenderer {
  readonly rendered: RegistrationSheetContent[] = [];
  async render(content: RegistrationSheetContent): Promise<Buffer> {
    this.rendered.push(content);
    return Buffer.from(`pdf ${JSON.stringify(content.sheet)}`);
  }
}

describe('DeckExportsService with in-memory adapters', () => {
  let kit: DeckServices;
  let byCode: Record<string, Card>;
  let pictures: MemoryPictures;
  let pictureRenderer: RecordingPictureRenderer;
  let sheetRenderer: RecordingSheetRenderer;
  let exports: DeckExportsService;

  beforeEach(async () => {
    kit = deckServices();
    byCode = await kit.addCards([
      ...CATALOGUE,
      aNewCard({ code: 'OP01-101_p1', name: 'Red 101' }),
      aNewCard({ code: 'OP01-301', name: 'Nami', type: 'EVENT' }),
      aNewCard({ code: 'OP01-302', name: 'Going Merry', type: 'STAGE' }),
    ]);
    pictures = new MemoryPictures();
    for (const code of ['OP01-001', 'OP01-101', 'OP01-102']) pictures.pictures.set(code, { bytes: Buffer.from(code), etag: `"${code}"` });
    pictureRenderer = new RecordingPictureRenderer();
    sheetRenderer = new RecordingSheetRenderer();
    exports = new DeckExportsService(kit.queries, pictures, pictureRenderer, sheetRenderer);
  });

  const entry = (code: string, quantity: number) => ({ cardId: byCode[code].id, quantity });
  const save = (overrides: Partial<DeckInput> = {}) =>
    kit.service.create(
      AN_ADMIN,
      aDeckInput({
        leaderId: byCode['OP01-001'].id,
        // Listed out of code order on purpose: exports sort by code.
        cards: [entry('OP01-103', 2), entry('OP01-101', 4), entry('OP01-102', 4)],
        ...overrides,
      }),
    );
  const text = (file: { bytes: Buffer }) => file.bytes.toString('utf8');

  describe('listText', () => {
    it('writes the OPTCGSim list: leader first, then the cards by code', async () => {
      const deck = await save();
      const file = await exports.listText(deck.id, 'optcgsim', null);
      expect(text(file)).toBe('1xOP01-001\n4xOP01-101\n4xOP01-102\n2xOP01-103');
      expect(file).toMatchObject({ contentType: 'text/plain; charset=utf-8', filename: 'straw-hat-rush-optcgsim.txt', isPublic: true });
    });

    it('writes the tournament list with names, and the Cardmarket list with printings as one card', async () => {
      const deck = await save({ cards: [entry('OP01-101', 3), entry('OP01-101_p1', 1), entry('OP01-102', 4), entry('OP01-103', 2)] });
      expect(text(await exports.listText(deck.id, 'tournament', null))).toBe(
        '1 OP01-001 Roronoa Zoro\n3 OP01-101 Red 101\n1 OP01-101_p1 Red 101\n4 OP01-102 Red 102\n2 OP01-103 Red 103',
      );
      const cardmarket = await exports.listText(deck.id, 'cardmarket', null);
      expect(text(cardmarket)).toBe('1 Roronoa Zoro (OP01-001)\n4 Red 101 (OP01-101)\n4 Red 102 (OP01-102)\n2 Red 103 (OP01-103)');
      expect(cardmarket.filename).toBe('straw-hat-rush-cardmarket.txt');
    });

    it('writes lists that read back to the same deck', async () => {
      const deck = await save();
      for (const format of ['optcgsim', 'tournament', 'cardmarket'] as const) {
        const parsed = await kit.service.parseList(text(await exports.listText(deck.id, format, null)));
        expect(parsed.leader?.code).toBe('OP01-001');
        expect(parsed.cards.map(({ card, quantity }) => [card.code, quantity])).toEqual([
          ['OP01-101', 4],
          ['OP01-102', 4],
          ['OP01-103', 2],
        ]);
        expect(parsed.adjustments).toEqual([]);
      }
    });

    it('tags a file by its content: the same deck gives the same tag, a changed deck another', async () => {
      const deck = await save();
      const before = await exports.listText(deck.id, 'optcgsim', null);
      expect((await exports.listText(deck.id, 'optcgsim', null)).etag).toBe(before.etag);
      await kit.service.update(
        AN_ADMIN,
        deck.id,
        aDeckInput({ leaderId: byCode['OP01-001'].id, cards: [entry('OP01-101', 4), entry('OP01-102', 4), entry('OP01-103', 3)] }),
      );
      expect((await exports.listText(deck.id, 'optcgsim', null)).etag).not.toBe(before.etag);
    });

    it('exports drafts for admins only, marked as drafts', async () => {
      const draft = await save({ isDraft: true });
      await expect(exports.listText(draft.id, 'optcgsim', null)).rejects.toMatchObject({ code: 'deck_not_found' });
      expect(await exports.listText(draft.id, 'optcgsim', AN_ADMIN)).toMatchObject({ isPublic: false });
      await expect(exports.picture(draft.id, null)).rejects.toMatchObject({ code: 'deck_not_found' });
      await expect(exports.registrationSheet(draft.id, 'it', null)).rejects.toMatchObject({ code: 'deck_not_found' });
    });

    it('leaves out cards that no longer exist', async () => {
      const deck = await save();
      await kit.cards.deleteById(byCode['OP01-103'].id);
      expect(text(await exports.listText(deck.id, 'optcgsim', null))).toBe('1xOP01-001\n4xOP01-101\n4xOP01-102');
    });
  });

  describe('file names', () => {
    it('makes a download name from the deck’s name, or its id when the name has nothing usable', () => {
      expect(fileNameOf({ id: 3, name: 'Straw Hat Rush!' })).toBe('straw-hat-rush');
      expect(fileNameOf({ id: 3, name: 'Zoro à la Carte' })).toBe('zoro-a-la-carte');
      expect(fileNameOf({ id: 12, name: '!!!' })).toBe('deck-12');
      expect(fileNameOf({ id: 12, name: 'x'.repeat(100) })).toHaveLength(60);
    });
  });

  describe('picture', () => {
    it('draws the leader large and the cards by code from the site’s own pictures', async () => {
      const deck = await save();
      const file = await exports.picture(deck.id, null);
      expect(file).toMatchObject({ contentType: 'image/png', filename: 'straw-hat-rush.png', isPublic: true });
      expect(text(file)).toBe('png 1');
      const [content] = pictureRenderer.rendered;
      expect(content).toMatchObject({ title: 'Straw Hat Rush', subtitle: 'Nami · OP10' });
      expect(content.leader?.picture?.bytes.toString()).toBe('OP01-001:full');
      expect(content.leader?.face).toMatchObject({ code: 'OP01-001', name: 'Roronoa Zoro', type: 'LEADER', leader: true });
      expect(content.cards.map(({ picture, face, quantity }) => [picture?.bytes.toString() ?? null, face.code, quantity])).toEqual([
        ['OP01-101:thumb', 'OP01-101', 4],
        ['OP01-102:thumb', 'OP01-102', 4],
        // No picture for this card: drawn as text, with its facts (ADR 0072).
        [null, 'OP01-103', 2],
      ]);
      expect(content.cards[2].face).toMatchObject({
        code: 'OP01-103',
        name: 'Red 103',
        type: 'CHARACTER',
        colors: ['Red'],
        cost: 1,
        power: 1000,
        leader: false,
      });
    });

    it('draws the same content once, and again when a card’s picture changes', async () => {
      const deck = await save();
      const first = await exports.picture(deck.id, null);
      const again = await exports.picture(deck.id, null);
      expect(again.etag).toBe(first.etag);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(pictureRenderer.rendered).toHaveLength(1);

      pictures.pictures.set('OP01-101', { bytes: Buffer.from('new'), etag: '"new"' });
      const changed = await exports.picture(deck.id, null);
      expect(changed.etag).not.toBe(first.etag);
      expect(pictureRenderer.rendered).toHaveLength(2);
    });
  });

  describe('registrationSheet', () => {
    it('lists the leader, then the main deck by card type, with the deck’s name, format, language and date', async () => {
      const deck = await save({ cards: [entry('OP01-302', 4), entry('OP01-101', 4), entry('OP01-301', 2)] });
      const file = await exports.registrationSheet(deck.id, 'en', null);
      expect(file).toMatchObject({ contentType: 'application/pdf', filename: 'straw-hat-rush-registration-en.pdf', isPublic: true });
      const [content] = sheetRenderer.rendered;
      expect(content).toMatchObject({ deckName: 'Straw Hat Rush', format: 'OP10', language: 'en', date: deck.updatedAt });
      expect(content.sheet).toEqual({
        leader: { code: 'OP01-001', name: 'Roronoa Zoro' },
        sections: [
          { type: 'CHARACTER', rows: [{ quantity: 4, code: 'OP01-101', name: 'Red 101' }], total: 4 },
          { type: 'EVENT', rows: [{ quantity: 2, code: 'OP01-301', name: 'Nami' }], total: 2 },
          { type: 'STAGE', rows: [{ quantity: 4, code: 'OP01-302', name: 'Going Merry' }], total: 4 },
        ],
        total: 10,
      });
      expect((await exports.registrationSheet(deck.id, 'en', null)).etag).toBe(file.etag);
    });
  });
});
