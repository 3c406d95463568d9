export { AccountJobsModule } from './account-jobs.module';
export { AccountsModule } from './accounts.module';
export { UserSchema } from './persistence/user.schema';
export { Argon2PasswordHasher } from './security/argon2-password.hasher';
export { PublicProfilePages } from './public-profile-pages';
