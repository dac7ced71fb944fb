import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { languageChosen, type Language } from '../../../i18n/language';
import { writeCardsView, DEFAULT_VIEW } from '../card-query';

/**
 * SPEC §2: /{language}/cards?search=… exists (alternate-language links). It switches the site to that
 * language and opens /cards with the name filter prefilled.
 */
export default function LocalizedCardsRedirect({ language }: { language: Language }) {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';

  useEffect(() => {
    dispatch(languageChosen(language));
  }, [dispatch, language]);

  const params = writeCardsView({ ...DEFAULT_VIEW, filters: { ...DEFAULT_VIEW.filters, name: search } });
  const query = params.toString();
  return <Navigate to={query ? `/cards?${query}` : '/cards'} replace />;
}
