import { useId } from 'react';
import { useIntl } from 'react-intl';
import { languageChosen, LANGUAGES, selectLanguage, type Language } from '../../i18n/language';
import { useAppDispatch, useAppSelector } from '../hooks';

/** Each language is offered in its own name, whatever the current language. */
const LANGUAGE_NAMES: Record<Language, string> = { it: 'Italiano', en: 'English' };

/**
 * Two radio buttons drawn as a segmented control. Plain inputs rather than antd's Segmented, which
 * brings the tooltip and popup machinery to every page for this one header control (about 9 KB).
 */
export function LanguageToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const name = useId();

  return (
    <div className="language-toggle" role="radiogroup" aria-label={intl.formatMessage({ id: 'header.language.label' })}>
      {LANGUAGES.map((code) => (
        <label key={code} className="language-toggle__option" title={LANGUAGE_NAMES[code]}>
          <input type="radio" name={name} value={code} checked={language === code} onChange={() => dispatch(languageChosen(code))} />
          <span>{code.toUpperCase()}</span>
        </label>
      ))}
    </div>
  );
}
