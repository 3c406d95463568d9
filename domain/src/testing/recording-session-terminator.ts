import type { SessionTerminator } from '../accounts/session-terminator.port.js';

export class RecordingSessionTerminator implements SessionTerminator {
  readonly terminated: string[] = [];

  async terminate(sessionId: string): Promise<void> {
    this.terminated.push(sessionId);
  }
}
