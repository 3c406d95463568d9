import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import {
  ChangePasswordUseCase,
  type Clock,
  DeleteAccountUseCase,
  type IdGenerator,
  type JobOutbox,
  LogInUseCase,
  LogOutUseCase,
  SignUpUseCase,
  StaffDirectory,
  type UnitOfWork,
  UpdateProfileUseCase,
  UserSettingsUseCase,
} from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import { UNIT_OF_WORK } from '../../platform/database/database.tokens';
import { JOB_OUTBOX } from '../../platform/queue/queue.tokens';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { AccountJobsModule } from './account-jobs.module';
import { AccountController } from './http/account.controller';
import { AuthController } from './http/auth.controller';
import { ProfilesController } from './http/profiles.controller';
import { MikroOrmAccountEraser } from './persistence/mikro-orm-account.eraser';
import { MikroOrmUserSettingsRepository } from './persistence/mikro-orm-user-settings.repository';
import { MikroOrmUserRepository } from './persistence/mikro-orm-user.repository';
import { ProfileQuery } from './persistence/profile.query';
import { PublicProfilePages } from './public-profile-pages';
import { UserSettingsSchema } from './persistence/user-settings.schema';
import { UserSchema } from './persistence/user.schema';
import { Argon2PasswordHasher } from './security/argon2-password.hasher';
import { CommonPasswordList } from './security/common-password-list';
import { LocalStrategy } from './security/local.strategy';
import { SessionSerializer } from './security/session.serializer';
import { StoreSessionTerminator } from './security/store-session.terminator';

@Module({
  imports: [
    MikroOrmModule.forFeature([UserSchema, UserSettingsSchema]),
    PassportModule.register({ session: true }),
    AccountJobsModule,
  ],
  controllers: [AuthController, ProfilesController, AccountController],
  providers: [
    MikroOrmUserRepository,
    MikroOrmUserSettingsRepository,
    MikroOrmAccountEraser,
    ProfileQuery,
    PublicProfilePages,
    Argon2PasswordHasher,
    CommonPasswordList,
    StoreSessionTerminator,
    {
      provide: SignUpUseCase,
      inject: [
        MikroOrmUserRepository,
        Argon2PasswordHasher,
        CommonPasswordList,
        ID_GENERATOR,
        CLOCK,
        AppConfig,
      ],
      useFactory: (
        users: MikroOrmUserRepository,
        hasher: Argon2PasswordHasher,
        common: CommonPasswordList,
        ids: IdGenerator,
        clock: Clock,
        config: AppConfig,
      ) => {
        // Staff names are kept from signup: staff is a role given by configuration only.
        const staff = new StaffDirectory(config.staffUsernames);
        return new SignUpUseCase(users, hasher, common, ids, clock, (username) =>
          staff.isStaffUsername(username),
        );
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
    {
      provide: UpdateProfileUseCase,
      inject: [MikroOrmUserRepository],
      useFactory: (users: MikroOrmUserRepository) => new UpdateProfileUseCase(users),
    },
    {
      provide: ChangePasswordUseCase,
      inject: [MikroOrmUserRepository, Argon2PasswordHasher, CommonPasswordList, StoreSessionTerminator],
      useFactory: (
        users: MikroOrmUserRepository,
        hasher: Argon2PasswordHasher,
        common: CommonPasswordList,
        sessions: StoreSessionTerminator,
      ) => new ChangePasswordUseCase(users, hasher, common, sessions),
    },
    {
      provide: DeleteAccountUseCase,
      inject: [
        UNIT_OF_WORK,
        MikroOrmUserRepository,
        Argon2PasswordHasher,
        MikroOrmAccountEraser,
        JOB_OUTBOX,
        StoreSessionTerminator,
      ],
      useFactory: (
        uow: UnitOfWork,
        users: MikroOrmUserRepository,
        hasher: Argon2PasswordHasher,
        eraser: MikroOrmAccountEraser,
        outbox: JobOutbox,
        sessions: StoreSessionTerminator,
      ) => new DeleteAccountUseCase(uow, users, hasher, eraser, outbox, sessions),
    },
    {
      provide: UserSettingsUseCase,
      inject: [MikroOrmUserSettingsRepository],
      useFactory: (settings: MikroOrmUserSettingsRepository) => new UserSettingsUseCase(settings),
    },
    LocalStrategy,
    SessionSerializer,
  ],
  exports: [MikroOrmUserRepository, MikroOrmUserSettingsRepository, PublicProfilePages],
})
export class AccountsModule {}
