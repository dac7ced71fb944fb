import { describe, expect, it } from 'vitest';
import { acceptKnownCodes, addEntries, addOneCopy, applyQuantityInput, decodePrintList, encodePrintList, expandCopies, printListPath } from './print-list';

describe('print list encoding (d parameter)', () => {
  it('round-trips a list in order, writing a single copy as the bare code', () => {
    const list = [
      { code: 'OP01-016', quantity: 4 },
      { code: 'OP01-025', quantity: 2 },
      { code: 'OP01-024_p1', quantity: 1 },
      { code: 'ST01-012-p2', quantity: 3 },
    ];
    const d = encodePrintList(list);
    expect(d).toBe('OP01-016.4,OP01-025.2,OP01-024_p1,ST01-012-p2.3');
    expect(decodePrintList(d)).toEqual(list.map((entry) => ({ ...entry, code: entry.code.toUpperCase() })));
    expect(printListPath(list)).toBe(`/print?d=${d}`);
    expect(encodeURIComponent(d)).toBe(d.replaceAll(',', '%2C'));
  });

  it('leaves zero and negative quantities out when encoding', () => {
    expect(
      encodePrintList([
        { code: 'OP01-001', quantity: 0 },
        { code: 'OP01-002', quantity: -1 },
        { code: 'OP01-003', quantity: 2 },
      ]),
    ).toBe('OP01-003.2');
    expect(printListPath([])).toBe('/print');
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['garbage', '%%%<script>'],
    ['zero', 'OP01-016.0'],
    ['negative', 'OP01-016.-2'],
    ['not a number', 'OP01-016.x'],
    ['decimal', 'OP01-016.1.5'],
    ['too many', 'OP01-016.100'],
    ['bad code', '../etc/passwd.1'],
    ['code too short', 'A.1'],
    ['json', '{"OP01-016":4}'],
  ])('rejects a malformed d (%s) with an empty list', (_label, value) => {
    expect(decodePrintList(value)).toEqual([]);
  });

  it('keeps the good entries of a partly broken d and adds up repeated codes', () => {
    expect(decodePrintList('OP01-016.4,,junk!,op01-016.2, OP01-025 ,OP01-026.0')).toEqual([
      { code: 'OP01-016', quantity: 6 },
      { code: 'OP01-025', quantity: 1 },
    ]);
    expect(decodePrintList('OP01-016.90,OP01-016.90')).toEqual([{ code: 'OP01-016', quantity: 99 }]);
  });

  it('accepts only known codes, in the database spelling', () => {
    const decoded = decodePrintList('OP01-016.4,XX99-999.2,OP01-024_P1.1');
    expect(acceptKnownCodes(decoded, ['OP01-016', 'OP01-024_p1'])).toEqual([
      { code: 'OP01-016', quantity: 4 },
      { code: 'OP01-024_p1', quantity: 1 },
    ]);
    expect(acceptKnownCodes(decoded, [])).toEqual([]);
  });
});

describe('quantity editing', () => {
  const list = [
    { code: 'OP01-016', quantity: 4 },
    { code: 'OP01-025', quantity: 2 },
  ];

  it('ignores a non-numeric value', () => {
    expect(applyQuantityInput(list, 'OP01-016', 'abc')).toEqual(list);
    expect(applyQuantityInput(list, 'OP01-016', '')).toEqual(list);
    expect(applyQuantityInput(list, 'OP01-016', '2.5')).toEqual(list);
  });

  it('removes the card at 0 or less', () => {
    expect(applyQuantityInput(list, 'OP01-016', '0')).toEqual([{ code: 'OP01-025', quantity: 2 }]);
    expect(applyQuantityInput(list, 'OP01-025', '-3')).toEqual([{ code: 'OP01-016', quantity: 4 }]);
  });

  it('sets a numeric value, capped at 99', () => {
    expect(applyQuantityInput(list, 'OP01-025', ' 3 ')).toEqual([list[0], { code: 'OP01-025', quantity: 3 }]);
    expect(applyQuantityInput(list, 'OP01-025', '500')[1]).toEqual({ code: 'OP01-025', quantity: 99 });
  });

  it('adds copies and expands the list into printed copies', () => {
    const added = addOneCopy(addOneCopy(list, 'OP01-025'), 'OP02-001');
    expect(added).toEqual([...list.slice(0, 1), { code: 'OP01-025', quantity: 3 }, { code: 'OP02-001', quantity: 1 }]);
    expect(
      expandCopies([
        { code: 'A-1', quantity: 2 },
        { code: 'B-2', quantity: 1 },
      ]),
    ).toEqual(['A-1', 'A-1', 'B-2']);
  });

  it('adds a pasted list: quantities add up (at most 99), new cards go to the end', () => {
    expect(
      addEntries(list, [
        { code: 'OP01-025', quantity: 3 },
        { code: 'OP02-001', quantity: 120 },
      ]),
    ).toEqual([list[0], { code: 'OP01-025', quantity: 5 }, { code: 'OP02-001', quantity: 99 }]);
    expect(list[1]).toEqual({ code: 'OP01-025', quantity: 2 });
  });
});
