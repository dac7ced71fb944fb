import { describe, expect, it } from 'vitest';
import { isBlankHtml, pickGuide, trimEmptyParagraphs } from './rich-text';

describe('isBlankHtml', () => {
  it('sees empty editors as blank', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml(null)).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p><h2></h2>')).toBe(true);
  });

  it('sees text, pictures and videos as content', () => {
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="https://example.test/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<iframe class="ql-video" src="https://www.youtube.com/embed/AAAAAAAAAAA"></iframe>')).toBe(false);
  });
});

describe('pickGuide', () => {
  const both = { description: '<p>Guida</p>', description_en: '<p>Guide</p>' };

  it('picks the guide of the current language', () => {
    expect(pickGuide('it', both)).toEqual({ html: '<p>Guida</p>', language: 'it' });
    expect(pickGuide('en', both)).toEqual({ html: '<p>Guide</p>', language: 'en' });
  });

  it('falls back to the other language when the current one is empty', () => {
    expect(pickGuide('en', { description: '<p>Solo italiano</p>', description_en: '<p><br></p>' })).toEqual({ html: '<p>Solo italiano</p>', language: 'it' });
    expect(pickGuide('it', { description: '', description_en: '<p>English only</p>' })).toEqual({ html: '<p>English only</p>', language: 'en' });
  });

  it('is null when neither language has a guide', () => {
    expect(pickGuide('it', { description: '', description_en: null })).toBeNull();
  });
});

describe('trimEmptyParagraphs', () => {
  it('drops empty paragraphs at both ends and folds runs of them', () => {
    expect(trimEmptyParagraphs('<p><br></p><p>One</p><p><br></p><p> </p><p>&nbsp;</p><p>Two</p><p><br></p><p><br/></p>')).toBe(
      '<p>One</p><p><br></p><p>Two</p>',
    );
  });

  it('keeps a text without empty paragraphs as it is', () => {
    expect(trimEmptyParagraphs('<h2>Plan</h2><p>Attack.</p>')).toBe('<h2>Plan</h2><p>Attack.</p>');
    expect(trimEmptyParagraphs('<p><br></p>')).toBe('');
  });
});
