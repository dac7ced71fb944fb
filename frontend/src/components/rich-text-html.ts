/**
 * What the rich-text editor's HTML becomes before it is saved. The editor (Quill 2) keeps every list
 * in an <ol> and tells bullets apart with `data-list`, an attribute the API's sanitiser removes; it
 * also adds empty helper spans. Stored HTML must read right without the editor: bullets become <ul>,
 * the helpers go, and an emptied editor is saved as ''. Quill turns <ul>/<ol> back into its lists.
 */
export function editorHtmlForStorage(html: string): string {
  if (typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;

  root.querySelectorAll('span.ql-ui').forEach((helper) => helper.remove());

  root.querySelectorAll('ol').forEach((list) => {
    // Consecutive items of the same kind form one list: split mixed lists into runs.
    const runs: Array<{ ordered: boolean; items: HTMLLIElement[] }> = [];
    for (const item of Array.from(list.children)) {
      if (!(item instanceof HTMLLIElement)) continue;
      const ordered = item.getAttribute('data-list') !== 'bullet';
      const last = runs[runs.length - 1];
      if (last && last.ordered === ordered) last.items.push(item);
      else runs.push({ ordered, items: [item] });
      item.removeAttribute('data-list');
    }
    if (runs.length === 0) return;
    const replacements = runs.map(({ ordered, items }) => {
      const element = document.createElement(ordered ? 'ol' : 'ul');
      items.forEach((item) => element.appendChild(item));
      return element;
    });
    list.replaceWith(...replacements);
  });

  const text = (root.textContent ?? '').replace(/\u00a0/g, ' ').trim();
  if (text === '' && !root.querySelector('img, iframe')) return '';
  return template.innerHTML;
}

/** The custom-iframe tool (docs/product.md#form-validation): the pasted code must hold an <iframe> with an address. */
export function iframeFromHtml(code: string): { src: string; width: string | null; height: string | null } | null {
  if (typeof document === 'undefined' || !/<iframe\b/i.test(code)) return null;
  const template = document.createElement('template');
  template.innerHTML = code;
  const iframe = template.content.querySelector('iframe');
  const src = iframe?.getAttribute('src')?.trim();
  if (!iframe || !src || !/^https?:\/\//i.test(src)) return null;
  return { src, width: iframe.getAttribute('width'), height: iframe.getAttribute('height') };
}
