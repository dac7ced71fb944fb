import { useLocation } from 'react-router';
import { LanguageScope } from '../app/layout/LanguageScope';
import { splitLanguagePrefix } from '../lib/page-meta';

/** /it/… and /en/…: every page again, in that language (docs/product.md#languages). */
export default function LanguageScopeRoute() {
  const language = splitLanguagePrefix(useLocation().pathname).language ?? 'en';
  return <LanguageScope key={language} language={language} />;
}
