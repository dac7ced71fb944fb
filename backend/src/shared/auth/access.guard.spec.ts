import { Controller, Get, INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import type { Actor } from '../domain/actor.js';
import { DomainErrorFilter } from '../http/domain-error.filter.js';
import { Public, Roles } from './access-policy.js';
import { AccessGuard } from './access.guard.js';

@Controller('t')
class ProbeController {
  @Get('public') @Public() open() {
    return { ok: true };
  }
  @Get('undeclared') undeclared() {
    return { ok: true };
  }
  @Get('verified') @Roles('verified') verified() {
    return { ok: true };
  }
  @Get('admin') @Roles('admin') admin() {
    return { ok: true };
  }
}

const ACTORS: Record<string, Actor> = {
  unverified: { id: 1, username: 'u', roles: ['user'] },
  verified: { id: 2, username: 'v', roles: ['user', 'verified'] },
  admin: { id: 3, username: 'a', roles: ['user', 'verified', 'admin'] },
};

describe('AccessGuard (default deny)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ProbeController], providers: [{ provide: APP_GUARD, useClass: AccessGuard }] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    // Stands in for the session: the test names the caller.
    app.use((req: Request, _res: Response, next: NextFunction) => {
      const who = req.headers['x-test-actor'];
      if (typeof who === 'string') req.user = ACTORS[who];
      next();
    });
    app.useGlobalFilters(new DomainErrorFilter());
    await app.init();
  });
  afterAll(async () => app.close());

  it.each([
    ['/t/public', undefined, 200],
    ['/t/undeclared', undefined, 403],
    ['/t/undeclared', 'admin', 403],
    ['/t/verified', undefined, 401],
    ['/t/verified', 'unverified', 403],
    ['/t/verified', 'verified', 200],
    ['/t/admin', 'verified', 403],
    ['/t/admin', 'admin', 200],
  ])('GET %s as %s → %i', async (path, actor, status) => {
    const call = request(app.getHttpServer()).get(path);
    if (actor) call.set('x-test-actor', actor);
    const response = await call;
    expect(response.status).toBe(status);
    if (status !== 200) expect(response.body).toEqual({ statusCode: status, code: expect.any(String), message: expect.any(String) });
  });

  it('tells an unverified user to verify, not just "forbidden"', async () => {
    const response = await request(app.getHttpServer()).get('/t/verified').set('x-test-actor', 'unverified');
    expect(response.body.code).toBe('email_not_verified');
  });
});
