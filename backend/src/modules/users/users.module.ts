import { MiddlewareConsumer, Module, NestModule, OnApplicationBootstrap } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../shared/config/app-config.js';
import { AccountService } from './application/account.service.js';
import { LoginSlowdownService } from './application/login-slowdown.service.js';
import { EnsureSuperAdminUseCase } from './application/ensure-super-admin.use-case.js';
import { MailSender } from './application/ports/mail-sender.js';
import { UserAdministrationService } from './application/user-administration.service.js';
import { LoginAttemptsRepository } from './domain/login-attempts.repository.js';
import { PasswordHasher } from './domain/password-hasher.js';
import { UserRepository } from './domain/user.repository.js';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher.js';
import { AdminController } from './infrastructure/http/admin.controller.js';
import { AuthController } from './infrastructure/http/auth.controller.js';
import { CredentialsGuard } from './infrastructure/http/credentials.guard.js';
import { LocalStrategy } from './infrastructure/http/local.strategy.js';
import { SessionActorMiddleware } from './infrastructure/http/session-actor.middleware.js';
import { NodemailerMailSender } from './infrastructure/mail/nodemailer-mail-sender.js';
import { LoginAttemptOrmEntity } from './infrastructure/persistence/login-attempt.orm-entity.js';
import { TypeOrmLoginAttemptsRepository } from './infrastructure/persistence/typeorm-login-attempts.repository.js';
import { UserOrmEntity } from './infrastructure/persistence/user.orm-entity.js';
import { TypeOrmUserRepository } from './infrastructure/persistence/typeorm-user.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserOrmEntity, LoginAttemptOrmEntity]), PassportModule.register({ session: false })],
  controllers: [AuthController, AdminController],
  providers: [
    { provide: UserRepository, useClass: TypeOrmUserRepository },
    { provide: LoginAttemptsRepository, useClass: TypeOrmLoginAttemptsRepository },
    // Also run by app.factory before the card import's body is read (rolesBeforeBody).
    SessionActorMiddleware,
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: MailSender, useClass: NodemailerMailSender },
    AccountService,
    LoginSlowdownService,
    UserAdministrationService,
    EnsureSuperAdminUseCase,
    LocalStrategy,
    CredentialsGuard,
  ],
  exports: [UserRepository, SessionActorMiddleware],
})
export class UsersModule implements NestModule, OnApplicationBootstrap {
  constructor(
    private readonly ensureSuperAdmin: EnsureSuperAdminUseCase,
    private readonly config: AppConfig,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionActorMiddleware).forRoutes('*');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureSuperAdmin.execute({ username: this.config.adminUsername, password: this.config.adminPassword, email: this.config.adminEmail });
  }
}
