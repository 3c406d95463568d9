import { Injectable } from '@nestjs/common';
import type { SessionTerminator } from '@nightlife/domain';
import { SessionStore } from '../../../platform/sessions/session.store';

/** Ends a session by deleting it from the PostgreSQL session store. */
@Injectable()
export class StoreSessionTerminator implements SessionTerminator {
  constructor(private readonly sessions: SessionStore) {}

  terminate(sessionId: string): Promise<void> {
    return this.sessions.destroy(sessionId);
  }
}
