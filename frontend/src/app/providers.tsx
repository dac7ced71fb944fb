import { UnheadProvider } from '@unhead/react/client';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import itIT from 'antd/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { selectLanguage, type Language } from '../i18n/language';
import { messagesByLanguage } from '../i18n/messages';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { appTheme } from './theme';

const antdLocales = { it: itIT, en: enUS } satisfies Record<Language, unknown>;

/** Everything a page needs around it: Redux, the head manager, translations, antd theme/locale and antd's message/notification context. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {/* The document head (title, meta, alternates) as pages declare it: ADR 0015. */}
      <UnheadProvider>
        <LocalizedProviders>{children}</LocalizedProviders>
      </UnheadProvider>
    </Provider>
  );
}

function LocalizedProviders({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);

  useEffect(() => {
    // Screen readers, hyphenation and the browser's translate prompt read <html lang>.
    document.documentElement.lang = language;
    dayjs.locale(language);
  }, [language]);

  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messagesByLanguage[language]}>
      <ConfigProvider locale={antdLocales[language]} theme={appTheme}>
        {/* SPEC §9: one toast at a time, shown for 5 s; centred below the sticky header, so it never covers the header's or the admin page's buttons on the right (issue #10). */}
        <AntdApp notification={{ maxCount: 1, duration: 5, placement: 'top', top: 80 }}>{children}</AntdApp>
      </ConfigProvider>
    </IntlProvider>
  );
}
