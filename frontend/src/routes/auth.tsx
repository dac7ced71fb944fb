import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { hooksRead, pageHead, redirectOnServer } from '../app/route-data';
import AuthPage from '../features/account/pages/AuthPage';
import { returnPath } from '../features/account/return-path';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'account.auth.pageTitle', descriptionId: 'meta.description.auth' });

// A logged-in visitor goes where the login was asked for, else home (docs/product.md#register-and-log-in).
export const loader = (args: LoaderFunctionArgs) => redirectOnServer(args, (loggedIn, search) => (loggedIn ? returnPath(undefined, search) : null));
// In the browser the page's component redirects as the session changes.
export const clientLoader = hooksRead;

export default AuthPage;
