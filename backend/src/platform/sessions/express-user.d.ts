import type { AccessTokenScope, SessionUser } from '@nightlife/domain';

// passport puts the deserialized session user on req.user (see SessionSerializer).
declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
    interface Request {
      /** The personal access token a bearer request was made with; its owner is req.user (ADR 0035). */
      accessToken?: { id: string; scopes: AccessTokenScope[] };
    }
  }
}
