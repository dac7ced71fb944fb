import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { aCard } from '../test/fixtures';
import { someGameRules } from '../test/game-rules';
import { cardTextLines, colorsLabel, isLeader, typeLabel } from './card-labels';
import { testMessages } from '../test/messages';

const english = createIntl({ locale: 'en', messages: testMessages.en });
const italian = createIntl({ locale: 'it', messages: testMessages.it });

describe('card labels', () => {
  it('translates types, keeping spellings it does not know', () => {
    expect(typeLabel(italian, 'CHARACTER')).toBe('Personaggio');
    expect(typeLabel(english, 'DON!!')).toBe('DON!!');
    expect(typeLabel(english, 'leader')).toBe('Leader');
    expect(typeLabel(english, 'Character Card')).toBe('Character Card');
    expect(typeLabel(english, '')).toBe('');
  });

  it('translates each colour of a multicolour card', () => {
    expect(colorsLabel(italian, 'Red/Green')).toBe('Rosso / Verde');
    expect(colorsLabel(english, 'Rainbow')).toBe('Rainbow');
    expect(colorsLabel(english, null)).toBe('');
  });

  it("knows leaders by the API's normalised type and the game rules' leader type", () => {
    const rules = someGameRules();
    expect(isLeader(aCard({ type: 'Leader', normalizedType: 'LEADER' }), rules)).toBe(true);
    expect(isLeader(aCard({ type: 'CHARACTER' }), rules)).toBe(false);
    expect(isLeader(aCard({ type: 'LEADER' }), undefined)).toBe(false);
  });

  it('keeps line breaks and turns the source <br> markers into line breaks', () => {
    expect(cardTextLines('a<br>b<BR />c\nd')).toBe('a\nb\nc\nd');
    expect(cardTextLines(null)).toBe('');
  });
});
