import { CacheInvalidation } from '../../../shared/cache/cache-invalidation.js';
import { InMemoryReadCache } from '../../../shared/cache/in-memory-read-cache.js';
import type { AppConfig } from '../../../shared/config/app-config.js';
import { CardQueriesService } from './card-queries.service.js';
import { CardAdministrationService } from './card-administration.service.js';
import { CardCatalog } from './ports/card-catalog.js';
import { aCard } from '../infrastructure/persistence/card.repository.contract.js';
import { InMemoryCardRepository } from '../infrastructure/persistence/in-memory-card.repository.js';
import { ImageKind, ImageStorage } from '../../../shared/storage/image-storage.js';
import { SharpImageIntake } from '../../../shared/storage/sharp-image-intake.js';

class MemoryImageStorage extends ImageStorage {
  saved: Array<{ folder: string; kind: ImageKind }> = [];
  async save(folder: string, _bytes: Buffer, kind: ImageKind) {
    this.saved.push({ folder, kind });
    return `/uploads/${folder}/stored.${kind}`;
  }
  async read() {
    return null;
  }
}

class FixedCatalog extends CardCatalog {
  constructor(private readonly entries: Record<string, unknown>) {
    super();
  }
  async findByCode(code: string) {
    return this.entries[code] ?? null;
  }
}

// A real 1×1 PNG (the intake decodes it).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function setup(catalog: Record<string, unknown> = {}) {
  const cards = new InMemoryCardRepository();
  const invalidation = new CacheInvalidation();
  const queries = new CardQueriesService(cards, new InMemoryReadCache({ readCacheBytes: 1024 * 1024 } as AppConfig, invalidation));
  const images = new MemoryImageStorage();
  const service = new CardAdministrationService(cards, images, new SharpImageIntake(), new FixedCatalog(catalog));
  return { cards, queries, invalidation, images, service };
}

describe('CardAdministrationService', () => {
  it('imports a file; the public list shows it once the write is announced (the API’s write hook does it)', async () => {
    const { service, queries, invalidation } = setup();
    expect(await queries.list()).toEqual([]);
    expect(await service.importCards([{ code: 'OP01-001', name: 'Zoro', type: 'leader' }])).toBe(1);
    expect(await queries.list()).toEqual([]); // cached until the write is announced
    invalidation.invalidate(['cards']);
    expect((await queries.list())[0]).toMatchObject({ code: 'OP01-001', type: 'LEADER' });
  });

  it('writes nothing from a file with a broken entry', async () => {
    const { service, cards } = setup();
    await expect(service.importCards([{ code: 'OP01-001', name: 'ok' }, { code: 'OP01-002' }])).rejects.toMatchObject({
      code: 'invalid_card_file',
      details: [{ field: 'entries.1', code: 'invalid_entry', cardCode: 'OP01-002' }],
    });
    expect(await cards.count()).toBe(0);
  });

  it('normalises stored types and reports examples (product result shape)', async () => {
    const { service, cards } = setup();
    await cards.upsertMany([
      aCard({ code: 'A-1', type: 'Leader' }),
      aCard({ code: 'A-2', type: 'DON!!' }),
      aCard({ code: 'A-3', type: 'CHARACTER' }),
      aCard({ code: 'A-4', type: '-' }),
    ]);
    const result = await service.normalizeTypes();
    expect(result.updatedCount).toBe(3);
    expect(result.updatedExamples).toEqual(
      expect.arrayContaining([
        { code: 'A-1', oldType: 'Leader', newType: 'LEADER' },
        { code: 'A-2', oldType: 'DON!!', newType: 'DON' },
        { code: 'A-4', oldType: '-', newType: '' },
      ]),
    );
    expect((await service.normalizeTypes()).updatedCount).toBe(0);
  });

  it('normalises the selected cards only (ADR 0075)', async () => {
    const { service, cards } = setup();
    await cards.upsertMany([aCard({ code: 'A-1', type: 'Leader' }), aCard({ code: 'A-2', type: 'DON!!' }), aCard({ code: 'A-3', type: 'event' })]);
    const id = async (code: string) => (await cards.findByCode(code))!.id;
    const result = await service.normalizeTypes([await id('A-1'), await id('A-3'), 987654]);
    expect(result).toEqual({
      updatedCount: 2,
      updatedExamples: expect.arrayContaining([
        { code: 'A-1', oldType: 'Leader', newType: 'LEADER' },
        { code: 'A-3', oldType: 'event', newType: 'EVENT' },
      ]),
    });
    expect((await cards.findByCode('A-2'))!.type).toBe('DON!!');
    expect(await service.normalizeTypes([])).toEqual({ updatedCount: 0, updatedExamples: [] });
  });

  it('creates a card by hand and refuses a code that exists (409 card_code_taken)', async () => {
    const { service, cards } = setup();
    await cards.upsertMany([aCard({ code: 'A-1' })]);
    expect(await service.createCard(aCard({ code: 'A-2', name: 'Hand made' }))).toMatchObject({ code: 'A-2', name: 'Hand made' });
    await expect(service.createCard(aCard({ code: 'A-1' }))).rejects.toMatchObject({ code: 'card_code_taken', kind: 'conflict' });
    expect(await cards.count()).toBe(2);
  });

  it('deletes a selection of cards and says how many went', async () => {
    const { service, cards } = setup();
    await cards.upsertMany([aCard({ code: 'A-1' }), aCard({ code: 'A-2' }), aCard({ code: 'A-3' })]);
    const ids = (await cards.findAll()).filter((card) => card.code !== 'A-2').map((card) => card.id);
    expect(await service.deleteCards(ids)).toBe(2);
    expect((await cards.findAll()).map((card) => card.code)).toEqual(['A-2']);
  });

  it('refuses to give a card a code another card has', async () => {
    const { service, cards } = setup();
    await cards.upsertMany([aCard({ code: 'A-1' }), aCard({ code: 'A-2' })]);
    const [first] = await cards.findAll();
    await expect(service.updateCard(first.id, { code: 'A-2' })).rejects.toMatchObject({ code: 'card_code_taken' });
    await expect(service.updateCard(999, { name: 'x' })).rejects.toMatchObject({ code: 'card_not_found' });
    expect(await service.updateCard(first.id, { code: 'A-1', name: 'Renamed' })).toMatchObject({ name: 'Renamed' });
  });

  it('accepts an image by its bytes and refuses anything else', async () => {
    const { service, cards, images } = setup();
    await cards.upsertMany([aCard()]);
    const [card] = await cards.findAll();
    expect(await service.uploadImage(card.id, PNG)).toBe('/uploads/cards/stored.png');
    expect((await cards.findById(card.id))!.imageUrl).toBe('/uploads/cards/stored.png');
    await expect(service.uploadImage(card.id, Buffer.from('<?php echo "hi"; ?>'))).rejects.toMatchObject({ code: 'not_an_image' });
    await expect(service.uploadImage(card.id, undefined)).rejects.toMatchObject({ code: 'image_missing' });
    await expect(service.uploadImage(999, PNG)).rejects.toMatchObject({ code: 'card_not_found' });
    expect(images.saved).toHaveLength(1);
  });

  it('clears by prefix and refuses a blank one', async () => {
    const { service, cards } = setup();
    await cards.upsertMany([aCard({ code: 'OP10-001' }), aCard({ code: 'OP09-001' })]);
    await expect(service.clearPrefix('  ')).rejects.toMatchObject({ code: 'invalid_prefix', message: 'Inserisci un prefisso valido' });
    expect(await service.clearPrefix(' OP10 ')).toBe(1);
    expect(await service.clearAll()).toBe(1);
  });

  it('imports a card found in the online catalogue and says when it is not there', async () => {
    const { service } = setup({
      'OP01-001': { code: 'OP01-001', name: 'Roronoa Zoro', type: 'LEADER', cost: 5, power: 5000, color: 'Red', set: { name: 'OP-01' } },
    });
    expect(await service.importFromCatalog(' op01-001 ')).toMatchObject({ code: 'OP01-001', name: 'Roronoa Zoro' });
    await expect(service.importFromCatalog('OP99-999')).rejects.toMatchObject({ code: 'card_not_found_online' });
  });

  it('never asks the catalogue for something that is not a card code', async () => {
    const asked: string[] = [];
    const catalog = new (class extends CardCatalog {
      async findByCode(code: string) {
        asked.push(code);
        return null;
      }
    })();
    const service = new CardAdministrationService(new InMemoryCardRepository(), new MemoryImageStorage(), new SharpImageIntake(), catalog);
    for (const code of ['../../ETC', 'OP01-001/../x', 'OP01-001?code=1', 'OP01 001', '%2e%2e', 'A'.repeat(33)])
      await expect(service.importFromCatalog(code)).rejects.toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'cardCode', code: 'invalid_format' }],
      });
    expect(asked).toEqual([]);
  });
});
