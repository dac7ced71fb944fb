import { isRouteErrorResponse, type MetaFunction } from 'react-router';
import { Layout, LayoutError } from '../app/layout/Layout';
import { pageHead } from '../app/route-data';

export default Layout;
export const ErrorBoundary = LayoutError;

/** The head of the layout's error pages (the pages' own heads otherwise). */
export const meta: MetaFunction = (args) =>
  args.error
    ? pageHead(args, { titleId: isRouteErrorResponse(args.error) && args.error.status === 404 ? 'notFound.pageTitle' : 'app.error.title', noindex: true })
    : [];
