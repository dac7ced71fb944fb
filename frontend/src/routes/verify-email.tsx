import type { MetaFunction } from 'react-router';
import { pageHead } from '../app/route-data';
import VerifyEmailPage from '../features/account/pages/VerifyEmailPage';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'account.verify.pageTitle', noindex: true });

export default VerifyEmailPage;
