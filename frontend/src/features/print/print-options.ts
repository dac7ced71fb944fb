import { CARD_SCALES, CARDS_PER_PAGE, type CardSizeName, type CardsPerPage, type LayoutOptions, type Orientation, type PaperName } from './print-layout';

/**
 * The print options of /print and their place in the address (ADR 0071): one query parameter each, written only when
 * it differs from the default, so `/print?d=…` alone prints as it always did and a shared link prints the same. A
 * value that is not one of the choices reads as the default (never an error).
 */
export type CutStyle = 'marks' | 'lines' | 'none';
export type BackStyle = 'none' | 'plain' | 'site' | 'upload';

export interface PrintOptions {
  paper: PaperName;
  orientation: Orientation | 'auto';
  cardSize: CardSizeName;
  /** Percentage of the card size: 100 is the real size. */
  scale: (typeof CARD_SCALES)[number];
  cardsPerPage: CardsPerPage;
  bleed: number;
  gap: number;
  cuts: CutStyle;
  back: BackStyle;
  /** The backs' shift on the back pages (mm, right and down), for a printer whose duplex is off. */
  backOffsetX: number;
  backOffsetY: number;
}

export const DEFAULT_PRINT_OPTIONS: PrintOptions = {
  paper: 'a4',
  orientation: 'auto',
  cardSize: 'standard',
  scale: 100,
  cardsPerPage: 'fit',
  bleed: 0,
  gap: 5,
  cuts: 'marks',
  back: 'none',
  backOffsetX: 0,
  backOffsetY: 0,
};

export const PAPER_CHOICES: readonly PaperName[] = ['a4', 'letter', 'a3'];
export const ORIENTATION_CHOICES: ReadonlyArray<PrintOptions['orientation']> = ['auto', 'portrait', 'landscape'];
export const CARD_SIZE_CHOICES: readonly CardSizeName[] = ['standard', 'japanese'];
export const BLEED_CHOICES: readonly number[] = [0, 1, 2, 3];
/** 0 to 5 mm in half millimetres. */
export const GAP_CHOICES: readonly number[] = Array.from({ length: 11 }, (_value, index) => index / 2);
export const CUT_CHOICES: readonly CutStyle[] = ['marks', 'lines', 'none'];
export const BACK_CHOICES: readonly BackStyle[] = ['none', 'plain', 'site', 'upload'];
export const MAX_BACK_OFFSET_MM = 10;

type Codec<K extends keyof PrintOptions> = { param: string; read: (text: string) => PrintOptions[K] | undefined; write: (value: PrintOptions[K]) => string };

const oneOf =
  <T>(choices: readonly T[]) =>
  (text: string): T | undefined =>
    choices.find((choice) => String(choice) === text);

const offset = (text: string): number | undefined => {
  if (!/^-?\d{1,2}(\.\d)?$/.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= MAX_BACK_OFFSET_MM ? value : undefined;
};

const CODECS: { [K in keyof PrintOptions]: Codec<K> } = {
  paper: { param: 'paper', read: oneOf(PAPER_CHOICES), write: String },
  orientation: { param: 'orient', read: oneOf(ORIENTATION_CHOICES), write: String },
  cardSize: { param: 'size', read: oneOf(CARD_SIZE_CHOICES), write: String },
  scale: { param: 'scale', read: oneOf(CARD_SCALES), write: String },
  cardsPerPage: { param: 'per', read: oneOf(CARDS_PER_PAGE), write: String },
  bleed: { param: 'bleed', read: oneOf(BLEED_CHOICES), write: String },
  gap: { param: 'gap', read: oneOf(GAP_CHOICES), write: String },
  cuts: { param: 'cuts', read: oneOf(CUT_CHOICES), write: String },
  back: { param: 'back', read: oneOf(BACK_CHOICES), write: String },
  backOffsetX: { param: 'bx', read: offset, write: String },
  backOffsetY: { param: 'by', read: offset, write: String },
};

const KEYS = Object.keys(CODECS) as Array<keyof PrintOptions>;

/** The options an address asks for; anything missing or not one of the choices is the default. */
export function readPrintOptions(params: URLSearchParams): PrintOptions {
  const options = { ...DEFAULT_PRINT_OPTIONS } as Record<keyof PrintOptions, unknown>;
  for (const key of KEYS) {
    const text = params.get(CODECS[key].param);
    const value = text === null ? undefined : (CODECS[key] as Codec<typeof key>).read(text.trim());
    if (value !== undefined) options[key] = value;
  }
  return options as unknown as PrintOptions;
}

/** A copy of `params` (the list `d` and anything else kept) with the options written: defaults left out. */
export function writePrintOptions(params: URLSearchParams, options: PrintOptions): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const codec = CODECS[key] as Codec<typeof key>;
    if (options[key] === DEFAULT_PRINT_OPTIONS[key]) next.delete(codec.param);
    else next.set(codec.param, codec.write(options[key]));
  }
  return next;
}

/** The layout's options from the print options. */
export function layoutOptions(options: PrintOptions): LayoutOptions {
  const { paper, orientation, cardSize, scale, gap, bleed, cardsPerPage } = options;
  return { paper, orientation, cardSize, scale, gap, bleed, cardsPerPage };
}
