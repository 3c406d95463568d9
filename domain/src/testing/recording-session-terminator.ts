import type { SessionTerminator } from '../accounts/session-terminator.port.js';

export class RecordingSessionTerminator implements SessionTerminator {
  readonly terminated: string[] = [];
  /** Each terminateAllOfUser call: whose sessions, and which one was kept. */
  readonly terminatedUsers: { userId: string; except: string | null }[] = [];

  async terminate(sessionId: string): Promise<void> {
    this.terminated.push(sessionId);
  }

  async terminateAllOfUser(userId: string, except: string | null): Promise<void> {
    this.terminatedUsers.push({ userId, except });
  }
}
