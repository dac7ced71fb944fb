import { describe, expect, it } from 'vitest';
import { findYouTubeIds, removeYouTubeEmbeds, youTubeEmbedUrl, youTubeThumbnailUrl, youTubeVideoId } from './youtube';

describe('youTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/a-b_c1234XY', 'a-b_c1234XY'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });

  it.each([
    ['an id that is too short', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['an id that is too long', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['another site', 'https://vimeo.com/123456789'],
    ['a channel page', 'https://www.youtube.com/@opdecks'],
    ['a look-alike domain', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['plain text', 'dQw4w9WgXcQ'],
    ['nothing', ''],
  ])('refuses %s', (_case, url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });

  it('is null for a missing address', () => {
    expect(youTubeVideoId(null)).toBeNull();
    expect(youTubeVideoId(undefined)).toBeNull();
  });
});

describe('findYouTubeIds', () => {
  it('finds links, embeds and bare addresses, each once, in order', () => {
    const html = [
      '<p>Watch <a href="https://www.youtube.com/watch?foo=1&amp;v=AAAAAAAAAAA" target="_blank">this</a></p>',
      '<iframe class="ql-video" src="https://www.youtube.com/embed/BBBBBBBBBBB"></iframe>',
      '<p>Also https://youtu.be/CCCCCCCCCCC and again https://youtu.be/AAAAAAAAAAA</p>',
    ].join('');
    expect(findYouTubeIds(html)).toEqual(['AAAAAAAAAAA', 'BBBBBBBBBBB', 'CCCCCCCCCCC']);
  });

  it('ignores other videos and ids of the wrong length', () => {
    expect(findYouTubeIds('<a href="https://vimeo.com/1">x</a> https://youtu.be/short')).toEqual([]);
    expect(findYouTubeIds('')).toEqual([]);
    expect(findYouTubeIds(null)).toEqual([]);
  });
});

describe('removeYouTubeEmbeds', () => {
  it('drops YouTube players and keeps the rest of the guide', () => {
    const html =
      '<p>Intro</p><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/BBBBBBBBBBB"></iframe><p>After</p>';
    expect(removeYouTubeEmbeds(html)).toBe('<p>Intro</p><p>After</p>');
  });

  it('keeps links to videos and other frames', () => {
    const html = '<p><a href="https://youtu.be/AAAAAAAAAAA">video</a></p><iframe src="https://example.test/map"></iframe>';
    expect(removeYouTubeEmbeds(html)).toBe(html);
  });
});

describe('YouTube addresses', () => {
  it('builds the thumbnail and the no-cookie player addresses', () => {
    expect(youTubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(youTubeEmbedUrl('dQw4w9WgXcQ', { autoplay: true })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});
