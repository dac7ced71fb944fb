import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { someCards } from './fixtures';

/** The catalogue most tests see: 60 cards, enough for two load-more steps (24, 48, 60). */
export const DEFAULT_CARDS = someCards(60);

export const server = setupServer(http.get('/api/cards', () => HttpResponse.json(DEFAULT_CARDS)));
