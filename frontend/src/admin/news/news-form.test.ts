import { describe, expect, it } from 'vitest';
import { aNews } from '../../test/news';
import { EMPTY_NEWS_FORM, toNewsFormValues, toPreviewNews, toSaveNewsDto } from './news-form';

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
      publish_at: null,
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

describe('the publication time (ADR 0075)', () => {
  it("reads the field in the admin's zone and sends the instant, and shows a saved one back in the field", () => {
    const local = '2026-12-01T09:30';
    const sent = toSaveNewsDto({ ...EMPTY_NEWS_FORM, publish_at: local }).publish_at!;
    expect(new Date(sent).getTime()).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    expect(toNewsFormValues(aNews({ publish_at: sent })).publish_at).toBe(local);
    expect(toNewsFormValues(aNews({ publish_at: null })).publish_at).toBe('');
    expect(toSaveNewsDto({ ...EMPTY_NEWS_FORM, publish_at: '' }).publish_at).toBeNull();
  });
});

describe('toPreviewNews', () => {
  it("shows the dialog's unsaved values as the public page would, on the saved article's id, picture and date", () => {
    const saved = aNews({ id: 7, created_at: '2026-11-01T10:00:00.000Z', image_url: '/uploads/news/a.png', is_draft: 1 });
    const preview = toPreviewNews(
      { ...toNewsFormValues(saved), title: ' Edited ', content_it: '', is_draft: true, publish_at: '2026-12-01T09:30' },
      saved,
      '/uploads/news/b.png',
    );
    expect(preview).toMatchObject({
      id: 7,
      title: 'Edited',
      content_it: null,
      image_url: '/uploads/news/b.png',
      created_at: '2026-11-01T10:00:00.000Z',
      // As the public will see it once it is out: no draft banner of the page's own.
      is_draft: 0,
      publish_at: new Date(2026, 11, 1, 9, 30).toISOString(),
    });
    expect(toPreviewNews(EMPTY_NEWS_FORM, null, null)).toMatchObject({ id: 0, image_url: null, publish_at: null });
  });
});
