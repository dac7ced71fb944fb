import { describe, expect, it } from 'vitest';
import { checkImportFiles, MAX_IMPORT_BYTES, readCardJson } from './import-file';

const file = (name: string, type: string, content = '{}') => new File([content], name, { type });

describe('card import file rules (docs/product.md#card-import-files)', () => {
  it('wants exactly one file', () => {
    expect(checkImportFiles([])).toEqual({ ok: false, reason: 'onlyOneFile' });
    expect(checkImportFiles([file('a.json', 'application/json'), file('b.json', 'application/json')])).toEqual({ ok: false, reason: 'onlyOneFile' });
  });

  it('accepts application/json, and .json files the browser gives no type', () => {
    expect(checkImportFiles([file('cards.json', 'application/json')]).ok).toBe(true);
    expect(checkImportFiles([file('CARDS.JSON', '')]).ok).toBe(true);
    expect(checkImportFiles([file('cards.txt', 'text/plain')])).toEqual({ ok: false, reason: 'onlyJsonFiles' });
    expect(checkImportFiles([file('cards.json', 'text/plain')])).toEqual({ ok: false, reason: 'onlyJsonFiles' });
    expect(checkImportFiles([file('cards', '')])).toEqual({ ok: false, reason: 'onlyJsonFiles' });
  });

  it('refuses a file over the API limit before reading it', () => {
    const big = file('cards.json', 'application/json');
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_BYTES + 1 });
    expect(checkImportFiles([big])).toEqual({ ok: false, reason: 'tooLarge' });
  });
});

describe('readCardJson', () => {
  it('gives the parsed content of objects and arrays (a byte-order mark is ignored)', () => {
    expect(readCardJson('{"OP01-001":{"name":"Zoro"}}')).toEqual({ ok: true, data: { 'OP01-001': { name: 'Zoro' } } });
    expect(readCardJson('\uFEFF[{"code":"OP01-001"}]')).toEqual({ ok: true, data: [{ code: 'OP01-001' }] });
  });

  it('tells blank text, text that is not JSON and JSON that cannot hold cards apart', () => {
    expect(readCardJson('  \n')).toEqual({ ok: false, reason: 'blank' });
    expect(readCardJson('{"code": "OP01-001",}')).toEqual({ ok: false, reason: 'invalidJson', detail: expect.stringMatching(/position 20/) });
    expect(readCardJson('42')).toEqual({ ok: false, reason: 'expectedArray' });
    expect(readCardJson('"cards"')).toEqual({ ok: false, reason: 'expectedArray' });
    expect(readCardJson('null')).toEqual({ ok: false, reason: 'expectedArray' });
  });
});

describe('readCardJson on what an admin pastes', () => {
  it("says where the text stops being JSON, in the parser's words", () => {
    const read = readCardJson('[{"code": "OP01-001"}\n{"code": "OP01-002"}]');
    expect(read).toMatchObject({ ok: false, reason: 'invalidJson' });
    expect(read.ok === false && read.reason === 'invalidJson' && read.detail).toMatch(/position 22/);
  });

  it('tells an empty list from something that is not a list', () => {
    for (const text of ['[]', ' [ ] ', '{"cards": []}', '{}']) expect(readCardJson(text)).toEqual({ ok: false, reason: 'emptyList' });
    expect(readCardJson('{"cards": [{"code": "OP01-001"}]}')).toMatchObject({ ok: true });
  });
});
