import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import type { NewUser, User } from '../../domain/user.js';
import { UserRepository } from '../../domain/user.repository.js';
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
}
