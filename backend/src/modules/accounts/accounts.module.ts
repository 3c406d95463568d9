import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { LogInUseCase, LogOutUseCase, SignUpUseCase, UuidV7Generator, type Clock } from '@nightlife/domain';
import { AuthController } from './http/auth.controller';
import { MikroOrmUserRepository } from './persistence/mikro-orm-user.repository';
import { UserSchema } from './persistence/user.schema';
import { Argon2PasswordHasher } from './security/argon2-password.hasher';
import { LocalStrategy } from './security/local.strategy';
import { SessionSerializer } from './security/session.serializer';
import { StoreSessionTerminator } from './security/store-session.terminator';

const systemClock: Clock = { now: () => new Date() };

@Module({
  imports: [MikroOrmModule.forFeature([UserSchema]), PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [
    MikroOrmUserRepository,
    Argon2PasswordHasher,
    StoreSessionTerminator,
    {
      provide: SignUpUseCase,
      inject: [MikroOrmUserRepository, Argon2PasswordHasher],
      useFactory: (users: MikroOrmUserRepository, hasher: Argon2PasswordHasher) =>
        new SignUpUseCase(users, hasher, new UuidV7Generator(), systemClock),
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
