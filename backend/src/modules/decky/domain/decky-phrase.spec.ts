import { checkPhraseText, isPhraseCategory, isPhraseLanguage, MAX_PHRASE_LENGTH } from './decky-phrase.js';

describe('Decky phrases', () => {
  it('requires a text, trimmed, of bounded length', () => {
    expect(checkPhraseText('  Ahoy!  ')).toEqual({ ok: true, text: 'Ahoy!' });
    expect(checkPhraseText('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkPhraseText('x'.repeat(MAX_PHRASE_LENGTH))).toMatchObject({ ok: true });
    expect(checkPhraseText('x'.repeat(MAX_PHRASE_LENGTH + 1))).toEqual({ ok: false, problem: 'too_long' });
  });

  it('knows the languages en and it and the five categories', () => {
    expect(['en', 'it', 'fr', 'EN', 1].map(isPhraseLanguage)).toEqual([true, true, false, false, false]);
    expect(['general', 'tip', 'cards', 'decks', 'fun', 'tips', ''].map(isPhraseCategory)).toEqual([true, true, true, true, true, false, false]);
  });
});
