import { describe, expect, it } from 'vitest';
import { aNews } from '../../test/news';
import { EMPTY_NEWS_FORM, toNewsFormValues, toSaveNewsDto } from './news-form';

describe('toSaveNewsDto', () => {
  it('sends blank optional fields as null and trims the rest', () => {
    expect(
      toSaveNewsDto({
        ...EMPTY_NEWS_FORM,
        title: ' T ',
        content: '<p>x</p>',
        content_it: ' ',
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

  it('leaves the rules to the API: blank required fields and an emptied editor are sent as they are', () => {
    expect(toSaveNewsDto({ ...EMPTY_NEWS_FORM, content: '<p><br></p>', content_it: '<p><br></p>' })).toMatchObject({
      title: '',
      content: '<p><br></p>',
      content_it: '<p><br></p>',
      author: '',
    });
  });
});

describe('toNewsFormValues', () => {
  it('reads the flags and fills missing optional fields with blanks', () => {
    const values = toNewsFormValues(aNews({ title_it: null, content_it: null, youtube_url: null, deck_id: null, is_highlighted: 1, is_draft: 0 }));
    expect(values).toMatchObject({ title_it: '', content_it: '', youtube_url: '', deck_id: null, is_highlighted: true, is_draft: false });
  });
});
