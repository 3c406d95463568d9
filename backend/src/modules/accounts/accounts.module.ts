import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import {
  type Clock,
  type IdGenerator,
  LogInUseCase,
  LogOutUseCase,
  SignUpUseCase,
  StaffDirectory,
} from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { AuthController } from './http/auth.controller';
import { MikroOrmUserRepository } from './persistence/mikro-orm-user.repository';
import { UserSchema } from './persistence/user.schema';
import { Argon2PasswordHasher } from './security/argon2-password.hasher';
import { LocalStrategy } from './security/local.strategy';
import { SessionSerializer } from './security/session.serializer';
import { StoreSessionTerminator } from './security/store-session.terminator';

@Module({
  imports: [MikroOrmModule.forFeature([UserSchema]), PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [
    MikroOrmUserRepository,
    Argon2PasswordHasher,
    StoreSessionTerminator,
    {
      provide: SignUpUseCase,
      inject: [MikroOrmUserRepository, Argon2PasswordHasher, ID_GENERATOR, CLOCK, AppConfig],
      useFactory: (
        users: MikroOrmUserRepository,
        hasher: Argon2PasswordHasher,
        ids: IdGenerator,
        clock: Clock,
        config: AppConfig,
      ) => {
        // Staff names are kept from signup: staff is a role given by configuration only.
        const staff = new StaffDirectory(config.staffUsernames);
        return new SignUpUseCase(users, hasher, ids, clock, (username) => staff.isStaffUsername(username));
      },
    },
    {
      provide: LogInUseCase,
      inject: [MikroOrmUserRepository, Argon2PasswordHasher],
      useFactory: (users: MikroOrmUserRepository, hasher: Argon2PasswordHasher) =>
        new LogInUseCase(users, hasher),
    },
    {
      provide: LogOutUseCase,
      inject: [StoreSessionTerminator],
      useFactory: (sessions: StoreSessionTerminator) => new LogOutUseCase(sessions),
    },
    LocalStrategy,
    SessionSerializer,
  ],
  exports: [MikroOrmUserRepository],
})
export class AccountsModule {}
