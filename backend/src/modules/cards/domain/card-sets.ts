import { compareBySetNumber } from './card.js';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML character references as some sources write them ('Ace &amp; Newgate', '&#39;'), decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const point = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

/** A set's name as people read it: entities decoded, spaces collapsed. */
export function readableSetName(set: string | null | undefined): string {
  return decodeEntities(set ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The set code a name carries: '[OP01]' in '-ROMANCE DAWN- [OP01]', or the name itself ('OP-01',
 * 'OP14-EB04' → OP14, 'PRB-01'). Promotional and other-product sets have none.
 */
function setCode(name: string): string | null {
  const match = /\[\s*([A-Za-z]+)-?(\d+)/.exec(name) ?? /^([A-Za-z]+)-?(\d+)/.exec(name);
  return match ? `${match[1]!.toUpperCase()}${match[2]}-0` : null;
}

/** Set order: by the set code as card codes are ordered (prefix, then number); sets without a code last, by name. */
export function compareSetNames(a: string, b: string): number {
  const x = setCode(a);
  const y = setCode(b);
  if (x && y) return compareBySetNumber({ code: x }, { code: y }) || a.localeCompare(b);
  if (x || y) return x ? -1 : 1;
  return a.localeCompare(b);
}
