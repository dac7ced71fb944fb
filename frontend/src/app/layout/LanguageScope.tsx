import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { languageChosen, selectLanguage, type Language } from '../../i18n/language';
import { withLanguagePrefix } from '../../lib/page-meta';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * /it/… and /en/… (alternate links, docs/product.md#languages): the same pages, opened in that language. The address
 * keeps its prefix; when the visitor then switches language with the header toggle, the prefix
 * follows (/it/decks → /en/decks), so the address never says one language and the page another.
 */
export function LanguageScope({ language }: { language: Language }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const current = useAppSelector(selectLanguage);
  // False until the prefix's language has been applied once: until then the page is not shown,
  // so it never flashes in the other language.
  const [applied, setApplied] = useState(current === language);
  // Adjusting state while rendering (React's pattern for state derived from a change): once the
  // language matches, the page shows, and later differences mean the visitor switched.
  if (!applied && current === language) setApplied(true);

  useEffect(() => {
    if (current === language) return;
    if (!applied) dispatch(languageChosen(language));
    else void navigate({ pathname: withLanguagePrefix(pathname, current), search, hash }, { replace: true });
  }, [applied, current, dispatch, hash, language, navigate, pathname, search]);

  return applied || current === language ? <Outlet /> : null;
}
