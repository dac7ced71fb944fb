import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { aCard } from '../test/fixtures';
import { testMessages } from '../test/messages';
import { cardFaceContent, cleanCardText } from './card-text-face';

const RULES = { leaderType: 'LEADER' };
const intlOf = (locale: 'en' | 'it') => createIntl({ locale, messages: testMessages[locale] });

describe('cleanCardText', () => {
  it('turns markup into plain text and keeps the card words in brackets', () => {
    expect(cleanCardText('[On Play] Draw 1 card.<br>[Trigger] K.O. up to 1 <Slash> Character &amp; rest it.<br/>')).toBe(
      '[On Play] Draw 1 card.\n[Trigger] K.O. up to 1 <Slash> Character & rest it.',
    );
    expect(cleanCardText('<p><b>Bold</b>&nbsp;text</p><p>Second &#8722;1000 &#x2605;</p>')).toBe('Bold text\nSecond −1000 ★');
    expect(cleanCardText(null)).toBe('');
    expect(cleanCardText('  \n ')).toBe('');
  });
});

describe('cardFaceContent', () => {
  const character = aCard({
    code: 'OP01-016',
    name: 'Nami',
    type: 'CHARACTER',
    normalizedType: 'CHARACTER',
    color: 'Red/Green',
    cost: 1,
    power: 2000,
    counter: '1000',
    ability: '[On Play] Look at 5 cards<br>from the top of your deck.',
    trigger: '[Trigger] Play this card.',
  });

  it('says every fact in the page language, in order', () => {
    const face = cardFaceContent(intlOf('en'), character, RULES);
    expect(face).toMatchObject({
      name: 'Nami',
      code: 'OP01-016',
      type: 'Character',
      colors: 'Red / Green',
      cost: { label: 'Cost', value: 1 },
      leader: false,
      power: { label: 'Power', value: '2000' },
      counter: { label: 'Counter', value: '+1000' },
      effect: { label: 'Ability', text: '[On Play] Look at 5 cards\nfrom the top of your deck.' },
      trigger: { label: 'Trigger', text: 'Play this card.' },
    });
    expect(face.swatches).toHaveLength(2);
    expect(face.summary).toBe('Character, Red / Green, Cost 1, Power 2000, Counter 1000');
    const italian = cardFaceContent(intlOf('it'), character, RULES);
    expect(italian.type).toBe(intlOf('it').formatMessage({ id: 'cards.type.CHARACTER' }));
    expect(italian.cost!.label).toBe(testMessages.it['cards.field.cost']);
    expect(italian.power.label).toBe(testMessages.it['cards.field.power']);
  });

  it("labels a leader's cost as its life, and leaves out what a card does not have", () => {
    const leader = cardFaceContent(
      intlOf('en'),
      aCard({ type: 'LEADER', normalizedType: 'LEADER', cost: 5, power: 5000, counter: null, ability: null, trigger: null }),
      RULES,
    );
    expect(leader).toMatchObject({ leader: true, cost: { label: 'Life', value: 5 }, counter: { value: '–' }, effect: null, trigger: null });
    const event = cardFaceContent(intlOf('en'), aCard({ type: 'EVENT', normalizedType: 'EVENT', cost: null, power: null, color: null }), RULES);
    expect(event).toMatchObject({ cost: null, power: { value: '–' }, swatches: [] });
  });
});
