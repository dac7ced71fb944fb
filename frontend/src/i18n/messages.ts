import type { Locale } from 'antd/es/locale';
// antd's own default: every antd component already pulls it in.
import enUS from 'antd/es/locale/en_US';
import type adminEn from './admin.en.json';
import type builderEn from './builder.en.json';
import type en from './en.json';
import type { Language } from './language';

/**
 * The messages come in catalogues (ADR 0027): per language, the public site's (`en.json`, `it.json`)
 * and the back office's (`admin.en.json`, `admin.it.json`, every `admin.*` id). Each is a chunk of
 * its own, loaded when needed: a visitor downloads the public catalogue of their language only; the
 * back office adds its catalogue when it opens (admin/BackOfficeMessages). scripts/check-i18n.mjs
 * keeps each pair in step and public code off the back office's ids.
 */
export type PublicMessageId = keyof typeof en;
export type BackOfficeMessageId = keyof typeof adminEn;
/** The deck builder's texts (`builder.*`): the back office's builder and the players' (issue 34), loaded with either. */
export type BuilderMessageId = keyof typeof builderEn;
export type MessageId = PublicMessageId | BackOfficeMessageId | BuilderMessageId;
export type Catalogue = 'public' | 'backOffice' | 'builder';
export type Messages = Readonly<Record<string, string>>;

/** What a language needs besides its texts: antd's own texts (date pickers, pagination, empty lists). */
interface LanguagePack {
  messages: Messages;
  antdLocale?: Locale;
}

// Each import() is a chunk of its own.
const LOADERS: Record<Catalogue, Record<Language, () => Promise<LanguagePack>>> = {
  public: {
    en: async () => ({ messages: (await import('./en.json')).default }),
    it: async () => {
      const [messages, antd] = await Promise.all([import('./it.json'), import('antd/es/locale/it_IT')]);
      return { messages: messages.default, antdLocale: antd.default };
    },
  },
  backOffice: {
    en: async () => ({ messages: (await import('./admin.en.json')).default }),
    it: async () => ({ messages: (await import('./admin.it.json')).default }),
  },
  builder: {
    en: async () => ({ messages: (await import('./builder.en.json')).default }),
    it: async () => ({ messages: (await import('./builder.it.json')).default }),
  },
};

const loaded = new Map<string, LanguagePack>();
const pending = new Map<string, Promise<void>>();
/** Catalogues every shown language must have: the public one, and the back office's once it opened. */
const wanted = new Set<Catalogue>(['public']);
const listeners = new Set<() => void>();
let version = 0;
const merged = new Map<Language, { version: number; messages: Messages }>();
const withBackOffice = new WeakSet<Messages>();
const withBuilder = new WeakSet<Messages>();

const keyOf = (language: Language, catalogue: Catalogue) => `${catalogue}:${language}`;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Adds a catalogue that is already at hand (tests, or a loader's answer). */
export function registerMessages(language: Language, catalogue: Catalogue, pack: LanguagePack): void {
  loaded.set(keyOf(language, catalogue), pack);
  changed();
}

/** Loads a catalogue once (concurrent callers share the request; a failed load may be retried). */
export function loadMessages(language: Language, catalogue: Catalogue = 'public'): Promise<void> {
  const key = keyOf(language, catalogue);
  if (loaded.has(key)) return Promise.resolve();
  let request = pending.get(key);
  if (!request) {
    request = LOADERS[catalogue][language]().then(
      (pack) => {
        pending.delete(key);
        registerMessages(language, catalogue, pack);
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, request);
  }
  return request;
}

/**
 * Wants `catalogue` from now on and loads it for `language`: the router calls it with the back
 * office's chunk, so both download together. Outside React's rendering (a microtask later), since
 * adding a catalogue updates the providers.
 */
export function openCatalogue(language: Language, catalogue: Catalogue): Promise<void> {
  return Promise.resolve().then(() => {
    wantCatalogue(catalogue);
    return loadMessages(language, catalogue);
  });
}

/** From now on every language shown needs `catalogue` too (the back office asks for its own when it opens). */
export function wantCatalogue(catalogue: Catalogue): void {
  if (wanted.has(catalogue)) return;
  wanted.add(catalogue);
  changed();
}

/** Whether every wanted catalogue of `language` is at hand, so the site can be shown in it. */
export function isLanguageReady(language: Language): boolean {
  return [...wanted].every((catalogue) => loaded.has(keyOf(language, catalogue)));
}

/** Loads what `language` lacks among the wanted catalogues. */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([...wanted].map((catalogue) => loadMessages(language, catalogue))).then(() => undefined);
}

/** Every loaded catalogue of `language` in one object (the same object until a catalogue is added). */
export function messagesFor(language: Language): Messages {
  const kept = merged.get(language);
  if (kept?.version === version) return kept.messages;
  const publicPack = loaded.get(keyOf(language, 'public'));
  const backOffice = loaded.get(keyOf(language, 'backOffice'));
  const builder = loaded.get(keyOf(language, 'builder'));
  const messages = { ...publicPack?.messages, ...backOffice?.messages, ...builder?.messages };
  if (backOffice) withBackOffice.add(messages);
  if (builder) withBuilder.add(messages);
  merged.set(language, { version, messages });
  return messages;
}

/**
 * antd's texts for `language`. Never undefined: antd's ConfigProvider wraps its children in a locale
 * provider only when given a locale, so undefined → a locale would mount the whole page anew.
 */
export function antdLocaleFor(language: Language): Locale {
  return loaded.get(keyOf(language, 'public'))?.antdLocale ?? enUS;
}

/** Whether an IntlProvider's messages (from messagesFor) hold the back office's catalogue. */
export function includesBackOffice(messages: unknown): boolean {
  return typeof messages === 'object' && messages !== null && withBackOffice.has(messages as Messages);
}

/** Whether an IntlProvider's messages (from messagesFor) hold the deck builder's catalogue. */
export function includesBuilder(messages: unknown): boolean {
  return typeof messages === 'object' && messages !== null && withBuilder.has(messages as Messages);
}

/** For useSyncExternalStore: a number that changes whenever a catalogue arrives or is wanted. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const messagesVersion = () => version;

/** Tests only: back to a first visit (nothing loaded, only the public catalogues wanted). */
export function forgetMessages(): void {
  loaded.clear();
  pending.clear();
  merged.clear();
  wanted.clear();
  wanted.add('public');
  changed();
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's typing hook is this global namespace
  namespace FormatjsIntl {
    // Makes every FormattedMessage id / formatMessage id a checked key of a catalogue.
    interface Message {
      ids: MessageId;
    }
  }
}
