/** /print reads the public card list (the same cached call as /cards; features never import each other). */
export { useListCardsQuery, type CardDto } from '../../api/generated';
