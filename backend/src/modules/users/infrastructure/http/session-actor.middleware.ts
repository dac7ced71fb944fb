import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { toActor } from '../../domain/user.js';
import { UserRepository } from '../../domain/user.repository.js';

/**
 * Puts the session's user on req.user as an Actor. The session keeps only the id; roles are read
 * fresh on every request, so a deleted or demoted account loses its rights at once.
 */
@Injectable()
export class SessionActorMiddleware implements NestMiddleware {
  constructor(private readonly users: UserRepository) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    try {
      const userId = request.session?.userId;
      if (userId !== undefined) {
        const user = await this.users.findById(userId);
        if (user) request.user = toActor(user);
        else delete request.session.userId;
      }
      next();
    } catch (error) {
      next(error);
    }
  }
}
