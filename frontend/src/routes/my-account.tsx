import type { MetaFunction } from 'react-router';
import { pageHead } from '../app/route-data';
import MyAccountPage from '../features/account/pages/MyAccountPage';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'account.my.pageTitle', noindex: true });

export default MyAccountPage;
