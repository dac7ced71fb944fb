import sharp from 'sharp';
import { cardFace, deckImageLayout } from '../../domain/deck-image-layout.js';
import type { DeckPictureContent } from '../../application/ports/deck-export-ports.js';
import { deckPictureSvg, SharpDeckPictureRenderer, wrapLines } from './sharp-deck-picture-renderer.js';

const card = (code: string, name: string, type: string, overrides: Partial<Parameters<typeof cardFace>[0]> = {}) =>
  cardFace({ code, name, type, color: 'Red', cost: 3, power: 5000, counter: '1000', ...overrides });

/** The text an SVG draws, element by element, its entities read back. */
const drawnText = (svg: string) =>
  [...svg.matchAll(/>([^<>]+)</g)]
    .map(([, text]) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).trim())
    .filter(Boolean)
    .join(' ');

/** The deck picture's text faces (ADR 0072): what is drawn where a card's picture cannot be had. */
describe('SharpDeckPictureRenderer', () => {
  const leader = card('OP01-001', 'Roronoa Zoro', 'LEADER', { cost: 5, counter: null });
  const cards = [
    { face: card('OP01-016', 'Nami', 'CHARACTER'), quantity: 4 },
    { face: card('OP01-025', 'Monkey.D.Luffy & Friends', 'CHARACTER', { color: 'Red/Green' }), quantity: 2 },
    { face: card('ST01-014', 'Guard Point', 'EVENT', { power: null, counter: null }), quantity: 3 },
  ];
  const content = (withPictures: boolean): DeckPictureContent => ({
    layout: deckImageLayout(cards.length, true),
    title: 'Straw Hat Rush',
    subtitle: 'Nami · OP10',
    leader: { face: leader, picture: null },
    cards: cards.map(({ face, quantity }, index) => ({
      face,
      quantity,
      picture: withPictures && index === 0 ? { bytes: Buffer.alloc(0), etag: '"x"' } : null,
    })),
  });

  it('draws every card without a picture as text: name, code, type, cost or life, power and counter', () => {
    const { background } = deckPictureSvg(content(false));
    const text = drawnText(background);
    // A name may take several lines, so it is read without the spaces between them.
    const unspaced = text.replace(/\s+/g, '');
    for (const face of [leader, ...cards.map(({ face }) => face)]) {
      expect(unspaced).toContain(face.name.replace(/\s+/g, ''));
      expect(text).toContain(face.code);
    }
    expect(text).toContain('Guard Point');
    expect(text).toContain('LEADER');
    expect(text).toContain('CHARACTER');
    expect(text).toContain('EVENT');
    expect(text).toMatch(/POWER\s*5000/);
    expect(text).toMatch(/COUNTER\s*\+1000/);
    // A multicolour card's band: one stripe per colour, in the site's swatches.
    expect(background).toContain('fill="#d8463b"');
    expect(background).toContain('fill="#2f9e5f"');
  });

  it('draws no text face for a card whose picture is there', () => {
    const { background } = deckPictureSvg(content(true));
    expect(drawnText(background)).not.toContain('OP01-016');
    expect(drawnText(background)).toContain('ST01-014');
  });

  it('renders a 1200×630 PNG from the faces alone', async () => {
    const png = await new SharpDeckPictureRenderer().render(content(false));
    const { width, height, format } = await sharp(png).metadata();
    expect([format, width, height]).toEqual(['png', 1200, 630]);
  });

  it('wraps a name in lines, splits a word longer than a line and ends a cut name with an ellipsis', () => {
    expect(wrapLines('Monkey.D.Luffy & Friends', 15, 4)).toEqual(['Monkey.D.Luffy', '& Friends']);
    expect(wrapLines('Trafalgar Law', 5, 4)).toEqual(['Trafa', 'lgar', 'Law']);
    expect(wrapLines('Monkey.D.Luffy', 12, 4)).toEqual(['Monkey.D.', 'Luffy']);
    expect(wrapLines('Charlotte Linlin-Big-Mom', 12, 4)).toEqual(['Charlotte', 'Linlin-Big-', 'Mom']);
    expect(wrapLines('one two three four five', 5, 2)).toEqual(['one', 'two…']);
  });
});
