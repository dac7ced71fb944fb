import type { Language } from '../i18n/language';
import { openCatalogue } from '../i18n/messages';

/**
 * The back office: one chunk (AdminArea-<hash>.js) that visitors never download, with its message
 * catalogue (ADR 0027) in the language on screen. Rendered in the browser only (routes/admin.tsx).
 */
export function loadAdminArea(language: Language) {
  const messages = openCatalogue(language, 'backOffice').catch(() => undefined);
  return Promise.all([import('./AdminArea'), messages]).then(([module]) => module);
}
