import { describe, expect, it } from 'vitest';
import { editorHtmlForStorage, iframeFromHtml } from './rich-text-html';

describe('editorHtmlForStorage', () => {
  it('turns the editor bullet lists into <ul> and drops its helper spans', () => {
    const html =
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>One</li><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Two</li></ol>';
    expect(editorHtmlForStorage(html)).toBe('<ul><li>One</li><li>Two</li></ul>');
  });

  it('keeps numbered lists and splits mixed ones in order', () => {
    const html = '<ol><li data-list="ordered">A</li><li data-list="ordered">B</li><li data-list="bullet">C</li><li data-list="ordered">D</li></ol>';
    expect(editorHtmlForStorage(html)).toBe('<ol><li>A</li><li>B</li></ol><ul><li>C</li></ul><ol><li>D</li></ol>');
  });

  it('keeps the rest as it is: formatting, fonts, colours and videos', () => {
    const html =
      '<h2>Plan</h2><p><span class="ql-font-serif" style="color: rgb(227, 176, 75);">gold</span></p><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/AAAAAAAAAAA"></iframe>';
    expect(editorHtmlForStorage(html)).toBe(html);
  });

  it("saves an emptied editor as ''", () => {
    expect(editorHtmlForStorage('<p><br></p>')).toBe('');
    expect(editorHtmlForStorage('<p>&nbsp;</p>')).toBe('');
    expect(editorHtmlForStorage('<p><img src="https://example.test/a.png"></p>')).not.toBe('');
  });
});

describe('iframeFromHtml', () => {
  it('reads the address and size of a pasted iframe', () => {
    expect(iframeFromHtml('<iframe width="560" height="315" src="https://www.youtube.com/embed/AAAAAAAAAAA" allowfullscreen></iframe>')).toEqual({
      src: 'https://www.youtube.com/embed/AAAAAAAAAAA',
      width: '560',
      height: '315',
    });
  });

  it('refuses code without an iframe, or an iframe without a web address', () => {
    expect(iframeFromHtml('<div>no frame</div>')).toBeNull();
    expect(iframeFromHtml('https://www.youtube.com/embed/AAAAAAAAAAA')).toBeNull();
    expect(iframeFromHtml('<iframe></iframe>')).toBeNull();
    expect(iframeFromHtml('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
  });
});
