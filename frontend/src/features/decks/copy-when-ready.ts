import { copyText } from '../../lib/clipboard';

/**
 * Copies text that is still on its way (a list the API writes). Where the browser takes a
 * ClipboardItem with a promise (Safari asks for it: the copy must start inside the click), the copy
 * starts at once; elsewhere it waits for the text. Resolves false when the text could not be had or
 * copied.
 */
export async function copyWhenReady(text: Promise<string>): Promise<boolean> {
  const Item = globalThis.ClipboardItem;
  if (Item && typeof navigator.clipboard?.write === 'function') {
    try {
      await navigator.clipboard.write([new Item({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
      return true;
    } catch {
      // Refused, or no promise support: the plain way below.
    }
  }
  try {
    return await copyText(await text);
  } catch {
    return false;
  }
}
