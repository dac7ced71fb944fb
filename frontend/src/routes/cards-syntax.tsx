import type { MetaFunction } from 'react-router';
import { pageHead } from '../app/route-data';
import CardSearchHelpPage from '../features/cards/pages/CardSearchHelpPage';

export const meta: MetaFunction = (args) => pageHead(args, { titleId: 'cards.syntax.pageTitle', descriptionId: 'meta.description.cardsSyntax' });

export default CardSearchHelpPage;
