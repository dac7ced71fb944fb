import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { Actor } from '../../../../shared/domain/actor.js';
import { LoginSlowdownService } from '../../application/login-slowdown.service.js';

/** passport-local: username + password from the JSON body, checked under the per-account slowdown (ADR 0053). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly logins: LoginSlowdownService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  validate(username: string, password: string): Promise<Actor> {
    return this.logins.authenticate(username, password);
  }
}
