import type { MetaFunction } from 'react-router';
import { pageHead } from '../app/route-data';
import ApiGuidePage from '../features/api-guide/ApiGuidePage';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'apiGuide.title', descriptionId: 'meta.description.apiGuide' });

export default ApiGuidePage;
