import { describe, expect, it } from 'vitest';
import { EMPTY_NEWS_FORM, imageFileProblem, MAX_NEWS_IMAGE_BYTES, missingNewsFields, toSaveNewsDto } from './news-form';

describe('missingNewsFields (SPEC §5)', () => {
  it('names title, content and author when they are blank', () => {
    expect(missingNewsFields({ ...EMPTY_NEWS_FORM, title: '  ', content: '<p><br></p>' })).toEqual(['title', 'content', 'author']);
  });

  it('accepts a complete article, a picture counting as content', () => {
    expect(missingNewsFields({ ...EMPTY_NEWS_FORM, title: 'T', content: '<p><img src="https://example.com/a.png"></p>', author: 'Nami' })).toEqual([]);
  });
});

describe('toSaveNewsDto', () => {
  it('sends blank optional fields as null and trims the rest', () => {
    expect(
      toSaveNewsDto({
        ...EMPTY_NEWS_FORM,
        title: ' T ',
        content: '<p>x</p>',
        content_it: '<p><br></p>',
        author: ' Nami ',
        youtube_url: ' ',
        is_highlighted: true,
      }),
    ).toEqual({
      title: 'T',
      title_it: null,
      content: '<p>x</p>',
      content_it: null,
      author: 'Nami',
      deck_id: null,
      youtube_url: null,
      is_highlighted: true,
      is_draft: false,
    });
  });
});

describe('imageFileProblem (SPEC §5: an image, at most 5 MB)', () => {
  it('refuses what is not an image and what is too large', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('notAnImage');
    expect(imageFileProblem({ type: 'image/png', size: MAX_NEWS_IMAGE_BYTES + 1 })).toBe('tooLarge');
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_NEWS_IMAGE_BYTES })).toBeNull();
  });
});
