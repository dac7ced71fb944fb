import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Mulligan</h2><p class="ql-align-center"><strong>Keep</strong> <em>Nami</em> and <span style="color: #e60000;">red</span> cards.</p><ul><li>one</li></ul>';
    // Styles come back normalised ("color:#e60000"), everything else untouched.
    expect(sanitizeRichText(html)).toBe(html.replace('color: #e60000;', 'color:#e60000'));
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const cleaned = sanitizeRichText(
      '<p onclick="steal()">hi<script>alert(1)</script></p><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example/x"></iframe>',
    );
    expect(cleaned).not.toMatch(/script|onerror|onclick|javascript:|evil/i);
    expect(cleaned).toContain('<p>hi</p>');
  });

  it('keeps YouTube embeds and opens links safely', () => {
    const cleaned = sanitizeRichText('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe><a href="https://example.com">site</a>');
    expect(cleaned).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(cleaned).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>');
  });

  it('drops unknown classes and dangerous styles', () => {
    expect(sanitizeRichText('<p class="evil ql-indent-1" style="position: fixed; color: #fff">x</p>')).toBe('<p class="ql-indent-1" style="color:#fff">x</p>');
  });

  it('treats null as empty', () => {
    expect(sanitizeRichText(null)).toBe('');
  });
});
