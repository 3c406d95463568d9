export interface SessionTerminator {
  /** Ends the session; ending an unknown or already ended session is not an error. */
  terminate(sessionId: string): Promise<void>;
}
