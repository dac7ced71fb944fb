import en from './en.json';
import it from './it.json';
import type { Language } from './language';

export type MessageId = keyof typeof en;

/** Both catalogues have the same keys (scripts/check-i18n.mjs); typing `it` by `en`'s keys makes tsc agree. */
export const messagesByLanguage: Record<Language, Record<MessageId, string>> = { it, en };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's typing hook is this global namespace
  namespace FormatjsIntl {
    // Makes every FormattedMessage id / formatMessage id a checked key of the catalogue.
    interface Message {
      ids: MessageId;
    }
  }
}
