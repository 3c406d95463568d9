export interface User {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  /** Stored trimmed and lowercased. */
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  /** Set by host signup. */
  isPromoter: boolean;
  createdAt: Date;
}

/** What a session and the API expose about the signed-in user; never the password hash. */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isPromoter: boolean;
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isPromoter: user.isPromoter,
  };
}
