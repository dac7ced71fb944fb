import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, FindOptionsWhere, Repository } from 'typeorm';
import { pageOffset, type Page, type PageRequest } from '../../../../shared/domain/paging.js';
import type { SortOrder } from '../../../../shared/domain/sort-order.js';
import type { NewUser, User } from '../../domain/user.js';
import { UserRepository, type UserSummary, type UserTableFilter, type UserTableSortField } from '../../domain/user.repository.js';
import { toDomain, toPersistence } from './user.mapper.js';
import { UserOrmEntity } from './user.orm-entity.js';

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(@InjectRepository(UserOrmEntity) private readonly repository: Repository<UserOrmEntity>) {
    super();
  }

  private async findOne(where: FindOptionsWhere<UserOrmEntity>): Promise<User | null> {
    const row = await this.repository.findOneBy(where);
    return row ? toDomain(row) : null;
  }

  findById(id: number): Promise<User | null> {
    return this.findOne({ id });
  }

  /** Usernames are unique without regard to case (ADR 0020), so 'nami' logs in as 'Nami' on every database alike. */
  async findByUsername(username: string): Promise<User | null> {
    const row = await this.repository.createQueryBuilder('user').where('LOWER(user.username) = LOWER(:username)', { username }).getOne();
    return row ? toDomain(row) : null;
  }

  usernameTaken(username: string): Promise<boolean> {
    return this.repository.createQueryBuilder('user').where('LOWER(user.username) = LOWER(:username)', { username }).getExists();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.findOne({ email });
  }

  findByVerificationTokenHash(hash: string): Promise<User | null> {
    return this.findOne({ verificationToken: hash });
  }

  existsSuperAdmin(): Promise<boolean> {
    return this.repository.existsBy({ isSuperAdmin: true });
  }

  async create(user: NewUser): Promise<User> {
    const saved = await this.repository.save(this.repository.create(toPersistence(user)));
    return toDomain((await this.repository.findOneBy({ id: saved.id }))!);
  }

  async update(id: number, changes: Partial<NewUser>): Promise<void> {
    const { username, email, passwordHash, isAdmin, isSuperAdmin, isEmailVerified, verificationTokenHash, verificationTokenExpiresAt, language } = changes;
    const columns: Partial<UserOrmEntity> = {
      username,
      email,
      password: passwordHash,
      isAdmin,
      isSuperAdmin,
      isEmailVerified,
      verificationToken: verificationTokenHash,
      verificationTokenExpiresAt,
      language,
    };
    const defined = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
    if (Object.keys(defined).length) await this.repository.update({ id }, defined);
  }

  async delete(id: number): Promise<boolean> {
    return ((await this.repository.delete({ id })).affected ?? 0) > 0;
  }

  async list({ adminsOnly }: { adminsOnly: boolean }): Promise<User[]> {
    const rows = await this.repository.find({ where: adminsOnly ? [{ isAdmin: true }, { isSuperAdmin: true }] : {}, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toDomain);
  }

  async page(filter: UserTableFilter, order: SortOrder<UserTableSortField>, page: PageRequest): Promise<Page<UserSummary>> {
    // Only the table's columns: the password hash and the token never leave the database here.
    const query = this.repository
      .createQueryBuilder('u')
      .select(['u.id', 'u.username', 'u.email', 'u.isAdmin', 'u.isSuperAdmin', 'u.isEmailVerified', 'u.createdAt']);
    if (filter.text) {
      const pattern = `%${filter.text.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
      query.andWhere(
        new Brackets((where) =>
          where.where("LOWER(u.username) LIKE :pattern ESCAPE '!'", { pattern }).orWhere("LOWER(u.email) LIKE :pattern ESCAPE '!'", { pattern }),
        ),
      );
    }
    if (filter.admin !== undefined) {
      query.andWhere(filter.admin ? '(u.isAdmin = :yes OR u.isSuperAdmin = :yes)' : '(u.isAdmin = :no AND u.isSuperAdmin = :no)', { yes: true, no: false });
    }
    if (filter.verified !== undefined) query.andWhere('u.isEmailVerified = :verified', { verified: filter.verified });
    const direction = order.descending ? 'DESC' : 'ASC';
    const column = { id: 'u.id', username: 'LOWER(u.username)', email: 'LOWER(u.email)', createdAt: 'u.createdAt' }[order.field];
    query.orderBy(column, direction);
    if (order.field !== 'id') query.addOrderBy('u.id', direction);
    const [rows, total] = await query.skip(pageOffset(page)).take(page.pageSize).getManyAndCount();
    const items = rows.map(({ id, username, email, isAdmin, isSuperAdmin, isEmailVerified, createdAt }) => ({
      id,
      username,
      email,
      isAdmin: Boolean(isAdmin),
      isSuperAdmin: Boolean(isSuperAdmin),
      isEmailVerified: Boolean(isEmailVerified),
      createdAt,
    }));
    return { items, total, page: page.page, pageSize: page.pageSize };
  }
}
