import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config.js';
import { DomainEvents } from '../../../shared/events/domain-events.js';
import type { Actor } from '../../../shared/domain/actor.js';
import type { User } from '../domain/user.js';
import { checkPage, type Page, type PageRequest } from '../../../shared/domain/paging.js';
import type { SortOrder } from '../../../shared/domain/sort-order.js';
import { UserRepository, type UserSummary, type UserTableFilter, type UserTableSortField } from '../domain/user.repository.js';
import { CannotDeleteMainAdminError, CannotDeleteSelfError, UserNotFoundError } from '../domain/users.errors.js';

/** What a super admin does to other accounts (docs/product.md#roles). */
@Injectable()
export class UserAdministrationService {
  constructor(
    private readonly users: UserRepository,
    private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  list(adminsOnly: boolean): Promise<User[]> {
    return this.users.list({ adminsOnly });
  }

  /** A page of the user manager's table (ADR 0074); past the last page, PageOutOfRangeError. */
  async page(filter: UserTableFilter, order: SortOrder<UserTableSortField>, page: PageRequest): Promise<Page<UserSummary>> {
    const result = await this.users.page(filter, order, page);
    checkPage(page, result.total);
    return result;
  }

  /**
   * Nobody deletes themselves or the built-in main admin; what the user owned goes with them
   * (cascades, and first the community decks: the curated decks an admin made stay, without an owner).
   */
  async delete(actor: Actor, id: number): Promise<void> {
    if (actor.id === id) throw new CannotDeleteSelfError();
    const user = await this.users.findById(id);
    if (!user) throw new UserNotFoundError();
    if (user.username === this.config.adminUsername) throw new CannotDeleteMainAdminError();
    await this.events.publish({ name: 'user.deleting', userId: id });
    await this.users.delete(id);
  }
}
