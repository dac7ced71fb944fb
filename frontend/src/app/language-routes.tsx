import type { RouteObject } from 'react-router';
import { LANGUAGES } from '../i18n/language';
import { LanguageScope } from './layout/LanguageScope';

/**
 * Adds /it/… and /en/… versions of every page: next to the index route, a route per language that
 * sets the language (LanguageScope) and holds the same pages. Routes that already start with a
 * language (/it/cards?search=…, handled by the cards feature) are left as they are, so pages added
 * to the router later get their prefixed addresses without anything more.
 */
export function withLanguagePrefixes(routes: RouteObject[]): RouteObject[] {
  const isPageList = (children: RouteObject[]) => children.some((route) => route.index);
  return routes.map((route) => {
    if (!route.children) return route;
    if (!isPageList(route.children)) return { ...route, children: withLanguagePrefixes(route.children) } as RouteObject;
    const taken = new Set(route.children.map((child) => child.path).filter((path): path is string => Boolean(path)));
    const pages = route.children.filter((child) => !/^(it|en)\//.test(child.path ?? ''));
    const scopes: RouteObject[] = LANGUAGES.map((language) => ({
      path: language,
      // Keyed: going from /it/… to /en/… in the app is a new scope, not a switch within the old one.
      element: <LanguageScope key={language} language={language} />,
      // A page with its own /{language}/… route keeps it (it ranks the same as the scoped one).
      children: pages.filter((child) => !child.path || !taken.has(`${language}/${child.path}`)),
    }));
    return { ...route, children: [...route.children, ...scopes] } as RouteObject;
  });
}
