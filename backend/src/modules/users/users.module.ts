import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config.js';
import { EnsureSuperAdminUseCase } from './application/ensure-super-admin.use-case.js';
import { PasswordHasher } from './domain/password-hasher.js';
import { UserRepository } from './domain/user.repository.js';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher.js';
import { UserOrmEntity } from './infrastructure/persistence/user.orm-entity.js';
import { TypeOrmUserRepository } from './infrastructure/persistence/typeorm-user.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserOrmEntity])],
  providers: [
    { provide: UserRepository, useClass: TypeOrmUserRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    EnsureSuperAdminUseCase,
  ],
  exports: [UserRepository, PasswordHasher],
})
export class UsersModule implements OnApplicationBootstrap {
  constructor(
    private readonly ensureSuperAdmin: EnsureSuperAdminUseCase,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureSuperAdmin.execute({ username: this.config.adminUsername, password: this.config.adminPassword, email: this.config.adminEmail });
  }
}
