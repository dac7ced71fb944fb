import type { Language } from '../i18n/language';
import { openCatalogue } from '../i18n/messages';

/**
 * The back office: one chunk (AdminArea-<hash>.js) that visitors never download, with its message
 * catalogue (ADR 0027) in the language on screen. Rendered in the browser only (routes/admin.tsx).
 */
export function loadAdminArea(language: Language) {
  // The deck builder's texts are a catalogue of their own, shared with the players' builder (issue 34).
  const messages = Promise.all([openCatalogue(language, 'backOffice'), openCatalogue(language, 'builder')]).catch(() => undefined);
  return Promise.all([import('./AdminArea'), messages]).then(([module]) => module);
}
