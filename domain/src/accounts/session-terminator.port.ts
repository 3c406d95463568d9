export interface SessionTerminator {
  /** Ends the session; ending an unknown or already ended session is not an error. */
  terminate(sessionId: string): Promise<void>;
  /** Ends every session signed in as the user, but the one named in `except` (if any). */
  terminateAllOfUser(userId: string, except: string | null): Promise<void>;
}
