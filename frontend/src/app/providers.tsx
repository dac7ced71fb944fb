import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import derivedThemeTokens from 'virtual:antd-styles/theme-tokens';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ToastHost } from '../components/ToastHost';
import { selectLanguage, type Language } from '../i18n/language';
import { antdLocaleFor, isLanguageReady, loadLanguage, messagesFor, messagesVersion, subscribeToMessages, type MessageId } from '../i18n/messages';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { algorithmWithDerivedTokens, appTheme } from './theme';

/**
 * A build carries antd's component styles as CSS files (ADR 0037), so antd writes none while rendering,
 * and the theme's tokens as derived at build time; nor does antd write styles in the component tests,
 * as in the build (jsdom parsing antd's run-time styles was 40 % of their time, ADR 0036). `npm run dev`
 * keeps its run-time styles.
 */
const siteTheme: ThemeConfig =
  import.meta.env.PROD || import.meta.env.MODE === 'test'
    ? {
        ...appTheme,
        zeroRuntime: true,
        ...(derivedThemeTokens && { algorithm: algorithmWithDerivedTokens(derivedThemeTokens) }),
      }
    : appTheme;

/** Everything a page needs around it: Redux, translations, antd theme/locale and the toasts (the component tests' wrapper). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LocalizedProviders>{children}</LocalizedProviders>
    </Provider>
  );
}

/**
 * The language on screen: the chosen one once its catalogues are loaded (ADR 0027). Until then the
 * previous language stays, so a switch never shows bare message ids; entry.client.tsx loads the
 * first language's catalogue before the first render.
 */
function useShownLanguage(): Language | null {
  const chosen = useAppSelector(selectLanguage);
  useSyncExternalStore(subscribeToMessages, messagesVersion, messagesVersion);
  const ready = isLanguageReady(chosen);
  const [previous, setPrevious] = useState<Language | null>(ready ? chosen : null);
  // Adjusting state while rendering (React's pattern for state derived from a change).
  if (ready && previous !== chosen) setPrevious(chosen);

  useEffect(() => {
    if (!ready) void loadLanguage(chosen).catch(() => undefined); // a failed chunk is asked again on the next change
  }, [chosen, ready]);

  return ready ? chosen : previous;
}

/** Translations, antd's theme and locale, and the toasts: inside the document (root.tsx) and in tests. */
export function LocalizedProviders({ children }: { children: ReactNode }) {
  const language = useShownLanguage();

  useEffect(() => {
    // The language on screen, once its messages are there (the document is rendered in the chosen one).
    // Only when it differs: setting `lang`, even to the same value, restyles every element (`:lang()`),
    // 7–16 ms on a deck page when it hydrated (bench/README.md, item 6).
    if (language && document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);

  if (!language) return null;
  // react-intl types its messages as every id; the back office's catalogue joins only with the back office.
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messagesFor(language) as Record<MessageId, string>}>
      <ConfigProvider locale={antdLocaleFor(language)} theme={siteTheme}>
        <SiteText>{children}</SiteText>
        {/* One toast at a time, shown for 5 s (docs/product.md#toasts); centred below the sticky header, so it never covers the header's or the admin page's buttons on the right (issue #10). */}
        <ToastHost />
      </ConfigProvider>
    </IntlProvider>
  );
}

/**
 * The text defaults antd's <App> gave the site (colour, size, line height, font from the theme). The
 * toasts no longer need <App> (components/ToastHost, loaded with the first toast), so its message,
 * notification and modal code stays off a first visit (issue #14); the back office keeps <App> for
 * its confirmations (admin/BackOfficeMessages).
 */
function SiteText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}
