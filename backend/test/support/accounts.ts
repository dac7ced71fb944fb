import type request from 'supertest';

type Agent = ReturnType<typeof request.agent>;

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  language?: 'it' | 'en';
}

/** The user as the login answers it (registering answers only "check your mailbox", ADR 0020). */
export interface LoggedInUser {
  id: number;
  username: string;
  email: string | null;
}

/** Registers through the API, then logs the agent in: registration itself opens no session (ADR 0020). */
export async function registerAndLogIn(agent: Agent, account: NewAccount): Promise<LoggedInUser> {
  await agent.post('/api/register').send(account).expect(202);
  return (await agent.post('/api/login').send({ username: account.username, password: account.password }).expect(200)).body as LoggedInUser;
}
