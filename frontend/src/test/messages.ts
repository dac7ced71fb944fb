import itIT from 'antd/es/locale/it_IT';
import adminEn from '../i18n/admin.en.json';
import adminIt from '../i18n/admin.it.json';
import builderEn from '../i18n/builder.en.json';
import builderIt from '../i18n/builder.it.json';
import en from '../i18n/en.json';
import itMessages from '../i18n/it.json';
import type { Language } from '../i18n/language';
import { registerMessages, type MessageId } from '../i18n/messages';

/** Every catalogue of a language in one object, for tests that wrap a component in their own IntlProvider. */
export const testMessages: Record<Language, Record<MessageId, string>> = {
  en: { ...en, ...adminEn, ...builderEn },
  it: { ...itMessages, ...adminIt, ...builderIt },
};

/**
 * Component tests start with every catalogue at hand, so they render synchronously as before the
 * split (ADR 0027); src/i18n/messages.test.tsx covers the loading itself.
 */
export function registerAllMessages(): void {
  registerMessages('en', 'public', { messages: en });
  registerMessages('en', 'backOffice', { messages: adminEn });
  registerMessages('it', 'public', { messages: itMessages, antdLocale: itIT });
  registerMessages('it', 'backOffice', { messages: adminIt });
  registerMessages('en', 'builder', { messages: builderEn });
  registerMessages('it', 'builder', { messages: builderIt });
}
