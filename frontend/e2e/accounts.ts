import { request, type APIRequestContext } from '@playwright/test';

/** The built-in super admin of the e2e server (playwright.config.ts passes the password). */
export const SUPER_ADMIN = { username: 'admin', password: 'admin-e2e-pass' } as const;

/** A name no other test (or earlier run on the same server) uses: tests run in parallel. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** An API client with its own cookies, so what it does never logs the page in or out. */
async function apiAs(baseURL: string, credentials: { username: string; password: string }, loginPath = '/api/login'): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const response = await api.post(loginPath, { data: credentials });
  if (!response.ok()) throw new Error(`login as ${credentials.username} failed: ${response.status()} ${await response.text()}`);
  return api;
}

/** Registers a user through the API (the verification mail goes to the outbox) and returns its credentials; it opens no session (ADR 0020). */
export async function registerUser(baseURL: string, username = uniqueName('user')) {
  const account = { username, email: `${username}@example.test`, password: 'user-pass-1' };
  const api = await request.newContext({ baseURL });
  const response = await api.post('/api/register', { data: { ...account, language: 'en' } });
  if (response.status() !== 202) throw new Error(`register ${username} failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
  return account;
}

/** Creates a plain admin through the API, as the super admin. */
export async function createPlainAdmin(baseURL: string, username = uniqueName('mod')) {
  const account = { username, email: `${username}@example.test`, password: 'admin-pass-1' };
  const api = await apiAs(baseURL, SUPER_ADMIN, '/api/admin/login');
  const response = await api.post('/api/admin/create', { data: account });
  if (response.status() !== 201) throw new Error(`create admin ${username} failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
  return account;
}
