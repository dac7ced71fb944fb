import { redirect, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { languageChosen, languageCookie, requestLanguage } from '../i18n/language';
import { storeContext } from '../app/route-data';

/**
 * /{language}/cards?search=… (docs/product.md#languages, the alternate-language links): the site
 * switches to that language and opens /cards with the same parameters, which the page reads (`search`
 * as a name search, `q` as it is).
 */
function cardsAddress(request: Request): string {
  const { search } = new URL(request.url);
  return `/cards${search}`;
}

export function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(new URL(request.url).pathname, null, null);
  return redirect(cardsAddress(request), { headers: { 'Set-Cookie': languageCookie(language, new URL(request.url).protocol === 'https:') } });
}

export function clientLoader({ request, context }: ClientLoaderFunctionArgs) {
  context.get(storeContext).dispatch(languageChosen(requestLanguage(new URL(request.url).pathname, null, null)));
  return redirect(cardsAddress(request));
}

export default function LocalizedCardsRedirect() {
  return null;
}
