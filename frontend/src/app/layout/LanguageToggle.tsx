import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { languageChosen, LANGUAGES, selectLanguage, type Language } from '../../i18n/language';
import { splitLanguagePrefix, withLanguagePrefix } from '../../lib/page-meta';
import { useAppDispatch, useAppSelector } from '../hooks';

/** Each language is offered in its own name, whatever the current language. */
const LANGUAGE_NAMES: Record<Language, string> = { it: 'Italiano', en: 'English' };

/**
 * Two links drawn as a segmented control: each the same page in its language (/it/…, /en/…), so a
 * click works from the first paint, before the app's scripts have run (a plain page load then). Once
 * they have, a click switches the language in place: on an address without a language by choosing
 * it, on /it/… or /en/… by going to the other one.
 */
export function LanguageToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const prefixed = splitLanguagePrefix(pathname).language !== null;

  const choose = (code: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // /it/… goes to /en/… (LanguageScope sets the language); an address without one keeps its form.
    if (prefixed) void navigate(event.currentTarget.getAttribute('href') ?? '/');
    else dispatch(languageChosen(code));
  };

  return (
    <nav className="language-toggle" aria-label={intl.formatMessage({ id: 'header.language.label' })}>
      {LANGUAGES.map((code) => (
        <a
          key={code}
          className="language-toggle__option"
          href={`${withLanguagePrefix(pathname, code)}${search}${hash}`}
          hrefLang={code}
          lang={code}
          title={LANGUAGE_NAMES[code]}
          aria-current={language === code ? 'true' : undefined}
          // Not a navigation once the app runs on an address without a language (Layout's progress bar).
          data-in-place={prefixed ? undefined : ''}
          onClick={choose(code)}
        >
          {code.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
