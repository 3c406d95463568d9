import { ok, type Result } from '../../kernel/result.js';
import type { SessionTerminator } from '../session-terminator.port.js';

export class LogOutUseCase {
  constructor(private readonly sessions: SessionTerminator) {}

  /** Signing out without a session is a success too: clients treat logout as always succeeding (spec 1 §4). */
  async execute(input: { sessionId: string | null }): Promise<Result<{ success: true }>> {
    if (input.sessionId) await this.sessions.terminate(input.sessionId);
    return ok({ success: true });
  }
}
