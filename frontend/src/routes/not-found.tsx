import { data, type MetaFunction } from 'react-router';
import { pageHead } from '../app/route-data';

/** Any address the site does not have: the layout's 404 page, with the status. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export function clientLoader(): never {
  throw data(null, { status: 404 });
}

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'notFound.pageTitle', noindex: true });

export default function NotFoundRoute() {
  return null;
}
