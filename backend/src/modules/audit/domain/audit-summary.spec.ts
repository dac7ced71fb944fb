import { changesBetween, describeValue, labelOf, MAX_CHANGES, MAX_VALUE_LENGTH } from './audit-summary.js';

describe('audit summary', () => {
  it('shows values short, on one line, secrets hidden, lists and objects by size', () => {
    expect(describeValue('name', 'Red Zoro')).toBe('Red Zoro');
    const guide = describeValue('description', `<p>${'word '.repeat(1000)}</p>`);
    expect(guide.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
    expect(guide).toMatch(/^<p>word word .*… \(5007 chars\)$/);
    expect(describeValue('text', 'two\n  lines')).toBe('two lines');
    for (const field of ['password', 'passwordHash', 'verificationToken', 'apiSecret']) expect(describeValue(field, 'hunter2')).toBe('‹hidden›');
    expect(describeValue('cards', [1, 2, 3])).toBe('[3 items]');
    expect(describeValue('leader', { id: 1, code: 'OP01-001' })).toBe('{2 fields}');
    expect(describeValue('videoUrl', null)).toBe('∅');
    expect(describeValue('isDraft', true)).toBe('true');
    expect(describeValue('createdAt', new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-27T10:00:00.000Z');
  });

  it('an update: the fields that differ, before and after, then what was sent that the row does not hold', () => {
    const before = { id: 4, name: 'Zoro', tier: 'Tier 1', isDraft: true, updatedAt: new Date(1) };
    const after = { id: 4, name: 'Zoro aggro', tier: 'Tier 1', isDraft: false, updatedAt: new Date(2) };
    expect(changesBetween(before, after, { name: 'Zoro aggro', tier: 'Tier 1', cards: [{}, {}], description_en: 'x' })).toEqual([
      { field: 'name', before: 'Zoro', after: 'Zoro aggro' },
      { field: 'isDraft', before: 'true', after: 'false' },
      { field: 'cards', after: '[2 items]' },
      { field: 'description_en', after: 'x' },
    ]);
  });

  it('a creation: the fields it was sent, not the new row’s defaults; a deletion: what the row held', () => {
    expect(
      changesBetween(null, { id: 9, name: 'New', favoriteCount: 0, hidden: false, shortDescriptionIt: 'Breve' }, { name: 'New', shortDescription_it: 'Breve' }),
    ).toEqual([
      { field: 'name', after: 'New' },
      { field: 'shortDescriptionIt', after: 'Breve' },
    ]);
    expect(changesBetween({ id: 9, name: 'Gone', videoUrl: null, notes: '' }, null, undefined)).toEqual([
      { field: 'id', before: '9' },
      { field: 'name', before: 'Gone' },
    ]);
  });

  it('a write with no row to read: what was sent (a whole list as its size); at most MAX_CHANGES lines', () => {
    expect(changesBetween(null, null, [{ code: 'OP01-001' }, { code: 'OP01-002' }])).toEqual([{ field: 'body', after: '[2 items]' }]);
    expect(changesBetween(null, null, { username: 'zoro', password: 'santoryu' })).toEqual([
      { field: 'username', after: 'zoro' },
      { field: 'password', after: '‹hidden›' },
    ]);
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`field${index}`, index]));
    const changes = changesBetween(null, null, many);
    expect(changes).toHaveLength(MAX_CHANGES);
    expect(changes.at(-1)).toEqual({ field: '…', after: `${30 - MAX_CHANGES + 1} more fields` });
  });

  it('names a row by its name, title, code or username', () => {
    expect(labelOf({ code: 'OP10', name: 'OP10 format' })).toBe('OP10 format');
    expect(labelOf(null, { username: 'zoro' })).toBe('zoro');
    expect(labelOf({ id: 1 }, null)).toBeNull();
  });
});
