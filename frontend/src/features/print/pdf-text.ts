import type { PDFFont } from 'pdf-lib';

/**
 * Text a PDF's standard font can draw (ADR 0071). Helvetica encodes WinAnsi only and pdf-lib throws on anything else,
 * so card texts are made encodable first: the signs card texts use are replaced by their plain spelling (the minus
 * sign, full-width brackets, circled numbers for DON!! costs), other letters lose their accents when WinAnsi lacks the
 * accented one, and what is left (Japanese, symbols) is dropped.
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-',
  '\uff0d': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\uff1e': '>',
  '\uff1c': '<',
  '\uff08': '(',
  '\uff09': ')',
  '\uff1a': ':',
  '\u2605': '*',
  '\u2606': '*',
  '\u3000': ' ',
  '\u00a0': ' ',
  '\t': ' ',
};

/** ①–⑳, ➀–➉, ❶–❿ and ➊–➓ as '(n)'. */
function circledNumber(code: number): number | null {
  if (code >= 0x2460 && code <= 0x2473) return code - 0x2460 + 1;
  if (code >= 0x2776 && code <= 0x277f) return code - 0x2776 + 1;
  if (code >= 0x2780 && code <= 0x2789) return code - 0x2780 + 1;
  if (code >= 0x278a && code <= 0x2793) return code - 0x278a + 1;
  return null;
}

const supportedSets = new WeakMap<PDFFont, Set<number>>();

function supported(font: PDFFont): Set<number> {
  let set = supportedSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    supportedSets.set(font, set);
  }
  return set;
}

/** `text` with only characters `font` can encode; line breaks are kept. */
export function pdfSafeText(text: string, font: PDFFont): string {
  const known = supported(font);
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || known.has(code)) {
      result += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      result += replacement;
      continue;
    }
    const number = circledNumber(code);
    if (number !== null) {
      result += `(${number})`;
      continue;
    }
    // 'ő' → 'o', 'ﬁ' → 'fi': the parts the font has; nothing when it has none.
    result += [...char.normalize('NFKD')].filter((part) => known.has(part.codePointAt(0)!)).join('');
  }
  return result.replace(/ {2,}/g, ' ');
}
