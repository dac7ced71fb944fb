import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_OPTIONS, readPrintOptions, writePrintOptions } from './print-options';

describe('print options in the address', () => {
  it('reads the defaults from an address without options: A4, true size, 5 mm gap, corner marks, no backs', () => {
    expect(readPrintOptions(new URLSearchParams('d=OP01-001.4'))).toEqual(DEFAULT_PRINT_OPTIONS);
    expect(DEFAULT_PRINT_OPTIONS).toMatchObject({ paper: 'a4', scale: 100, gap: 5, bleed: 0, cuts: 'marks', back: 'none', cardsPerPage: 'fit' });
  });

  it('reads every option a shared link carries', () => {
    const options = readPrintOptions(
      new URLSearchParams('paper=a3&orient=landscape&size=japanese&scale=95&per=4&bleed=2&gap=1.5&cuts=lines&back=site&bx=-1.5&by=0.3'),
    );
    expect(options).toEqual({
      paper: 'a3',
      orientation: 'landscape',
      cardSize: 'japanese',
      scale: 95,
      cardsPerPage: 4,
      bleed: 2,
      gap: 1.5,
      cuts: 'lines',
      back: 'site',
      backOffsetX: -1.5,
      backOffsetY: 0.3,
    });
  });

  it('falls back to the default for each value that is not a choice', () => {
    const options = readPrintOptions(
      new URLSearchParams('paper=a5&orient=diagonal&size=huge&scale=80&per=9&bleed=4&gap=5.3&cuts=dots&back=<script>&bx=11&by=1e3'),
    );
    expect(options).toEqual(DEFAULT_PRINT_OPTIONS);
    expect(readPrintOptions(new URLSearchParams('gap=-1&bleed=1.5&bx=abc'))).toEqual(DEFAULT_PRINT_OPTIONS);
  });

  it('writes only what differs from the defaults and keeps the list', () => {
    const written = writePrintOptions(new URLSearchParams('d=OP01-001.4&paper=letter'), { ...DEFAULT_PRINT_OPTIONS, gap: 2, cuts: 'none', backOffsetX: 1.2 });
    expect(written.toString()).toBe('d=OP01-001.4&gap=2&cuts=none&bx=1.2');
    expect(readPrintOptions(written)).toEqual({ ...DEFAULT_PRINT_OPTIONS, gap: 2, cuts: 'none', backOffsetX: 1.2 });
    expect(writePrintOptions(new URLSearchParams('d=X&gap=2'), DEFAULT_PRINT_OPTIONS).toString()).toBe('d=X');
  });
});
