import { describe, expect, it } from 'vitest';
import type { CardFilterOptionsDto, CardQueryTermDto } from '../../api/generated';
import { countPanelFields, EMPTY_DRAFT, panelStateFromTerms, queryWithPanel } from './panel-query';

const OPTIONS: CardFilterOptionsDto = {
  types: [
    { value: 'LEADER', term: 't:leader' },
    { value: 'CHARACTER', term: 't:character' },
  ],
  colors: [
    { value: 'Red', term: 'c:red' },
    { value: 'Green', term: 'c:green' },
  ],
  costs: [
    { value: '2', term: 'cost=2' },
    { value: '6+', term: 'cost>=6' },
  ],
  powers: [
    { value: '3001-5000', term: 'power>=3001 power<=5000' },
    { value: '7001+', term: 'power>=7001' },
  ],
  sets: [{ value: 'Ace & Newgate', term: 'set:"Ace & Newgate"' }],
  attributes: [{ value: 'Slash', term: 'a:Slash' }],
  families: [{ value: 'Straw Hat Crew', term: 'f:"Straw Hat Crew"' }],
  rarities: [{ value: 'SR', term: 'r:sr' }],
};

/** Terms as the API answers them for a query (the test writes them by hand: the browser never parses). */
function term(field: CardQueryTermDto['field'], text: string, negated = false): CardQueryTermDto {
  return { field, operator: ':', value: '', negated, text };
}

describe('the filters panel and the query', () => {
  it('shows the choices a query holds, and the words of the fields no single choice says', () => {
    const state = panelStateFromTerms(OPTIONS, [
      term('text', 'rush'),
      term('type', 't:Character'),
      term('power', 'power>=3001'),
      term('power', 'power<=5000'),
      term('cost', 'cost<=2'),
      term('color', '-c:green', true),
      term('set', 'set:"Ace & Newgate"'),
    ]);
    expect(state.draft).toEqual({ ...EMPTY_DRAFT, type: 'CHARACTER', power: '3001-5000', set: 'Ace & Newgate' });
    expect(state.custom).toEqual({ cost: 'cost<=2' });
    expect(countPanelFields(state)).toBe(4);
    expect(panelStateFromTerms(undefined, [term('type', 't:leader')]).custom).toEqual({ type: 't:leader' });
  });

  it('replaces the terms of the fields changed and keeps the rest of the query as the API read it', () => {
    const terms = [term('text', '"on play"'), term('type', 't:character'), term('cost', 'cost<=2'), term('color', '-c:green', true), term('color', 'c:red')];
    const before = panelStateFromTerms(OPTIONS, terms).draft;
    expect(before).toMatchObject({ type: 'CHARACTER', color: 'Red', cost: null });

    const after = { ...before, type: 'LEADER', color: null, power: '7001+', family: 'Straw Hat Crew' };
    expect(queryWithPanel('whatever the user typed', terms, before, after, OPTIONS)).toBe('"on play" cost<=2 -c:green t:leader power>=7001 f:"Straw Hat Crew"');
    // Nothing changed: the query stays.
    expect(queryWithPanel('', terms, before, before, OPTIONS)).toBe('"on play" t:character cost<=2 -c:green c:red');
  });

  it('adds the choices after a query it could not read, and builds one from nothing', () => {
    expect(queryWithPanel('x:1 zoro', null, EMPTY_DRAFT, { ...EMPTY_DRAFT, rarity: 'SR' }, OPTIONS)).toBe('x:1 zoro r:sr');
    expect(queryWithPanel('', [], EMPTY_DRAFT, { ...EMPTY_DRAFT, cost: '6+', color: 'Red' }, OPTIONS)).toBe('c:red cost>=6');
  });
});
