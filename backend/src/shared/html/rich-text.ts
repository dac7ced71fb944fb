import sanitizeHtml from 'sanitize-html';

const YOUTUBE_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{11}(\?[\w=&;%-]*)?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'span',
    'div',
    'iframe',
    'hr',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title'],
    '*': ['class', 'style'],
  },
  // The editor's own formatting classes (alignment, fonts, sizes, indents) and nothing else.
  allowedClasses: { '*': [/^ql-[\w-]+$/] },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-family': [/^[\w\s"',-]+$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? ''),
  transformTags: {
    // Links leave the site in a new tab without handing it a window.opener.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
};

/**
 * Rich HTML from the editors (deck guides, news, privacy policy), cleaned on write with an
 * allow-list: formatting, links, images and YouTube embeds stay; scripts, event handlers,
 * javascript: URLs and foreign iframes go.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', OPTIONS).trim();
}
