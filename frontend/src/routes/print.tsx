import type { MetaFunction } from 'react-router';
import { pageHead } from '../app/route-data';
import PrintPage from '../features/print/pages/PrintPage';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'print.pageTitle', descriptionId: 'meta.description.print' });

export default PrintPage;
