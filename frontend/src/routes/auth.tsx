import type { MetaFunction } from 'react-router';
import { pageHead } from '../app/route-data';
import AuthPage from '../features/account/pages/AuthPage';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'account.auth.pageTitle', descriptionId: 'meta.description.auth' });

export default AuthPage;
