import { SetMetadata } from '@nestjs/common';

import type { Actor, Role } from '../domain/actor.js';

export type { Actor, Role };

export const PUBLIC_KEY = 'access:public';
export const ROLES_KEY = 'access:roles';

/** Anyone, logged in or not, may call this route. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Only callers holding one of these roles may call this route. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // The session's user is an Actor (passport puts it on req.user).
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Actor {}
    interface Request {
      user?: User;
    }
  }
}
