import type { SessionUser } from '@nightlife/domain';

// passport puts the deserialized session user on req.user (see SessionSerializer).
declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
