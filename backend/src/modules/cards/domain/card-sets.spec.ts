import { compareSetNames, decodeEntities, readableSetName } from './card-sets.js';

describe('readableSetName', () => {
  it('decodes character references and collapses spaces', () => {
    expect(readableSetName('Ace &amp; Newgate')).toBe('Ace & Newgate');
    expect(readableSetName('  -PILLARS OF&#32;STRENGTH-   [OP03] ')).toBe('-PILLARS OF STRENGTH- [OP03]');
    expect(readableSetName(null)).toBe('');
    expect(decodeEntities('&lt;b&gt; &quot;x&quot; &#39;y&#x27; &unknown; &#0; &#99999999;')).toBe('<b> "x" \'y\' &unknown; &#0; &#99999999;');
  });
});

describe('compareSetNames', () => {
  it('orders sets by their code like card codes (prefix, then number), sets without a code last by name', () => {
    const names = [
      'PROMOTION-CARD',
      'ST-10',
      'OP-10',
      'OP14-EB04',
      'OTHER-PRODUCT-CARD',
      'ST-01',
      'PRB-01',
      'OP-02',
      'EB-01',
      '-ROMANCE DAWN- [OP01]',
      'OP-01',
      'ST-02',
    ];
    expect([...names].sort(compareSetNames)).toEqual([
      'EB-01',
      '-ROMANCE DAWN- [OP01]',
      'OP-01',
      'OP-02',
      'OP-10',
      'OP14-EB04',
      'PRB-01',
      'ST-01',
      'ST-02',
      'ST-10',
      'OTHER-PRODUCT-CARD',
      'PROMOTION-CARD',
    ]);
  });
});
