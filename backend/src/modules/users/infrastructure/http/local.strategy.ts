import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { Actor } from '../../../../shared/domain/actor.js';
import { AccountService } from '../../application/account.service.js';

/** passport-local: username + password from the JSON body, checked by the account service. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly accounts: AccountService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  validate(username: string, password: string): Promise<Actor> {
    return this.accounts.authenticate(username, password);
  }
}
