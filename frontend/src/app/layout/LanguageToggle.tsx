import { Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { languageChosen, LANGUAGES, selectLanguage, type Language } from '../../i18n/language';
import { useAppDispatch, useAppSelector } from '../hooks';

/** Each language is offered in its own name, whatever the current language. */
const LANGUAGE_NAMES: Record<Language, string> = { it: 'Italiano', en: 'English' };

export function LanguageToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);

  return (
    <Segmented<Language>
      className="language-toggle"
      size="small"
      aria-label={intl.formatMessage({ id: 'header.language.label' })}
      value={language}
      options={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase(), title: LANGUAGE_NAMES[code] }))}
      onChange={(value) => dispatch(languageChosen(value))}
    />
  );
}
