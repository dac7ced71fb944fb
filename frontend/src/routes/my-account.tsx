import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { hooksRead, pageHead, redirectOnServer } from '../app/route-data';
import MyAccountPage from '../features/account/pages/MyAccountPage';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'account.my.pageTitle', noindex: true });

// A visitor who is not logged in is sent to the login form, and back here after it.
export const loader = (args: LoaderFunctionArgs) => redirectOnServer(args, (loggedIn) => (loggedIn ? null : '/auth?from=/my-account'));
// In the browser the page's component redirects as the session changes.
export const clientLoader = hooksRead;

export default MyAccountPage;
