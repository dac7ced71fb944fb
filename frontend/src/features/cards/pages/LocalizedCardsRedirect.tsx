import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { languageChosen, type Language } from '../../../i18n/language';

/**
 * /{language}/cards?search=… exists (docs/product.md#languages) (alternate-language links). It switches the site to that
 * language and opens /cards with the same parameters: the page reads `search` as a name search
 * (and `q` as it is).
 */
export default function LocalizedCardsRedirect({ language }: { language: Language }) {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    dispatch(languageChosen(language));
  }, [dispatch, language]);

  const query = searchParams.toString();
  return <Navigate to={query ? `/cards?${query}` : '/cards'} replace />;
}
