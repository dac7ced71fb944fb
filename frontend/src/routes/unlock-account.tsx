import type { MetaFunction } from 'react-router';
import { pageHead } from '../app/route-data';
import UnlockAccountPage from '../features/account/pages/UnlockAccountPage';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'account.unlock.pageTitle', noindex: true });

export default UnlockAccountPage;
