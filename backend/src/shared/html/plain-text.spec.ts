import { cutDescription, deckPageDescription, firstSentence, newsPageDescription, stripMarkup } from './plain-text.js';

describe('stripMarkup', () => {
  it('removes tags, keeps words apart at block ends and decodes entities', () => {
    expect(stripMarkup('<h2>Turn</h2><p>Draw&nbsp;a card &amp; add <strong>2</strong> DON!!</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Turn Draw a card & add 2 DON!! one two',
    );
  });

  it('drops scripts, styles and iframes with what they contain', () => {
    expect(stripMarkup('<p>a</p><script>alert(1)</script><iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe><p>b</p>')).toBe('a b');
  });

  it('decodes numeric entities and leaves unknown ones alone', () => {
    expect(stripMarkup('caf&#233; &#x2014; &bogus;')).toBe('café — &bogus;');
  });

  it('keeps inline markup inside a word and reads escaped markup as text', () => {
    expect(stripMarkup('<p>Luf<strong>fy</strong> &lt;3 &amp;lt;b&amp;gt; AT&amp;T</p>')).toBe('Luffy <3 &lt;b&gt; AT&T');
    expect(stripMarkup('<p>one<br>two</p><div>three</div><blockquote>four</blockquote><table><tr><td>five</td><td>six</td></tr></table><hr>seven')).toBe(
      'one two three four five six seven',
    );
  });

  it('folds whitespace, non-breaking spaces included', () => {
    expect(stripMarkup('<p>  a\n\n b&#160;c&nbsp;&nbsp;d </p>')).toBe('a b c d');
  });

  it('drops embeds and styles whatever their case and attributes, and comments', () => {
    expect(
      stripMarkup(
        '<STYLE type="text/css">p { color: red }</STYLE><p class="x">a<!-- note --></p><IFRAME src="https://www.youtube.com/embed/abcdefghijk">b</IFRAME>c',
      ),
    ).toBe('a c');
  });

  it('decodes named entities too', () => {
    expect(stripMarkup('caf&eacute; &quot;DON!!&quot; &apos;x&apos; &#39;y&#39;')).toBe("café \"DON!!\" 'x' 'y'");
  });

  it('is empty for nothing', () => {
    expect(stripMarkup(null)).toBe('');
    expect(stripMarkup('<p><br></p>')).toBe('');
  });
});

describe('page descriptions', () => {
  it('cuts descriptions at 157 characters plus an ellipsis', () => {
    expect(cutDescription('a'.repeat(200))).toBe(`${'a'.repeat(157)}...`);
    expect(cutDescription('a'.repeat(157))).toBe('a'.repeat(157));
    expect(cutDescription('  short  text ')).toBe('short text');
  });

  it('reads the first sentence of rich text without its markup', () => {
    expect(firstSentence('<p>One. Two.</p>')).toBe('One.');
    expect(firstSentence('<p>v1.5 is out? Yes</p>')).toBe('v1.5 is out?');
    expect(firstSentence('<p>No stop here</p><script>x()</script>')).toBe('No stop here');
    // Section headings are not the first sentence, unless there is nothing else.
    expect(firstSentence('<h2>Game plan</h2><p>Go wide early. Then close.</p>')).toBe('Go wide early.');
    expect(firstSentence('<h2>Game plan</h2>')).toBe('Game plan');
    expect(firstSentence('<H3 class="title">Mulligan</H3><p>Keep <em>two</em> costs. Then go.</p>')).toBe('Keep two costs.');
    expect(firstSentence('<p>Give DON!! to Luffy. Then attack.</p>')).toBe('Give DON!! to Luffy.');
    expect(firstSentence(null)).toBe('');
  });

  it("describes a deck by its guide's first sentence in the language, else the other guide's, else its short description", () => {
    const deck = {
      description: '<h2>Piano di gioco</h2><p>Attacca <strong>subito</strong> con Luffy. Poi chiudi.</p>',
      descriptionEn: '<p>Attack <em>early</em> with Luffy &amp; friends! Then close the game.</p>',
      shortDescription: 'Fast red',
    };
    expect(deckPageDescription(deck, 'en')).toBe('Attack early with Luffy & friends!');
    expect(deckPageDescription(deck, 'it')).toBe('Attacca subito con Luffy.');
    expect(deckPageDescription({ ...deck, descriptionEn: null }, 'en')).toBe('Attacca subito con Luffy.');
    expect(deckPageDescription({ ...deck, description: '', descriptionEn: null }, 'it')).toBe('Fast red');
    expect(deckPageDescription({ description: null, descriptionEn: '<p><br></p>', shortDescription: '  ' }, 'en')).toBe('');
    expect(deckPageDescription({ ...deck, descriptionEn: `<p>${'word '.repeat(60)}</p>` }, 'en')).toMatch(/^.{157}\.\.\.$/);
  });

  it('describes a long guide as its whole text would, reading only its opening when that settles it', () => {
    const paragraph = (index: number) => `<p><strong>Turn ${index}</strong> keep <em>two</em> counters &amp; attack with DON!! on the leader. Then pass.</p>`;
    const body = Array.from({ length: 200 }, (_, index) => paragraph(index)).join('');
    const markupFirst = `<h2>${'Heading '.repeat(300)}</h2>${body}`;
    const noSentence = `<p>${'word '.repeat(500)}</p><p>End. Of it.</p>`;
    const shortThenLong = `<p>${'<b>x</b>'.repeat(250)} short</p>${body}`;
    for (const guide of [body, markupFirst, noSentence, shortThenLong, `<h3>Only</h3>${'<br>'.repeat(500)}<h3>headings</h3>`]) {
      expect(guide.length).toBeGreaterThan(1500);
      const whole = cutDescription(firstSentence(guide) || 'short');
      expect(deckPageDescription({ description: guide, descriptionEn: null, shortDescription: 'short' }, 'en')).toBe(whole);
    }
    expect(deckPageDescription({ description: body, descriptionEn: null, shortDescription: '' }, 'it')).toBe(
      'Turn 0 keep two counters & attack with DON!! on the leader.',
    );
  });

  it('describes an article by its text in the language (English when there is no Italian), cut at 157 characters', () => {
    const news = { content: `<h2>Start</h2><p>How to start. ${'More words. '.repeat(20)}</p>`, contentIt: '<p>Come <strong>iniziare</strong>.</p>' };
    expect(newsPageDescription(news, 'it')).toBe('Come iniziare.');
    expect(newsPageDescription(news, 'en')).toMatch(/^Start How to start\. More words\./);
    expect(newsPageDescription(news, 'en')).toHaveLength(160);
    expect(newsPageDescription({ ...news, contentIt: null }, 'it')).toBe(newsPageDescription(news, 'en'));
    expect(newsPageDescription({ content: '<p><img src="x.png"></p>', contentIt: null }, 'en')).toBe('');
  });
});
