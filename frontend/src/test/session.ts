import { http, HttpResponse } from 'msw';
import type { UserDto } from '../api/generated';
import { NOT_LOGGED_IN, server } from './server';

/** One account as the API returns it; override what the test cares about. */
export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  const id = overrides.id ?? 7;
  return {
    id,
    username: `sailor${id}`,
    email: `sailor${id}@example.test`,
    isAdmin: 0,
    isSuperAdmin: 0,
    isEmailVerified: 1,
    createdAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export const anAdmin = (overrides: Partial<UserDto> = {}) =>
  aUser({ id: 2, username: 'deckmaster', email: 'deckmaster@example.test', isAdmin: 1, ...overrides });
export const aSuperAdmin = (overrides: Partial<UserDto> = {}) =>
  aUser({ id: 1, username: 'admin', email: 'admin@example.test', isAdmin: 1, isSuperAdmin: 1, createdAt: '2025-01-01T09:00:00.000Z', ...overrides });

/**
 * A server-side session shared by the session endpoints, like the real cookie: logging in, out or
 * registering changes what /api/session, /api/user and /api/admin/auth answer next.
 */
export function mockSession(initial: UserDto | null = null) {
  const session = { user: initial };
  const adminAuth = () =>
    session.user && (session.user.isAdmin === 1 || session.user.isSuperAdmin === 1)
      ? { isAuthenticated: true, user: session.user }
      : { isAuthenticated: false, user: null };

  server.use(
    http.get('/api/user', () => (session.user ? HttpResponse.json(session.user) : HttpResponse.json(NOT_LOGGED_IN, { status: 401 }))),
    http.get('/api/session', () => HttpResponse.json({ user: session.user })),
    http.get('/api/admin/auth', () => HttpResponse.json(adminAuth())),
    http.post('/api/logout', () => {
      session.user = null;
      return HttpResponse.json({ success: true, message: 'Logout effettuato' });
    }),
    http.post('/api/admin/logout', () => {
      session.user = null;
      return HttpResponse.json({ success: true, message: 'Logout effettuato' });
    }),
  );
  return session;
}
