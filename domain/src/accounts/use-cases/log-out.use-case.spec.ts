import { RecordingSessionTerminator } from '../../testing/recording-session-terminator.js';
import { LogOutUseCase } from './log-out.use-case.js';

describe('LogOutUseCase', () => {
  it('ends the caller session', async () => {
    const sessions = new RecordingSessionTerminator();
    const result = await new LogOutUseCase(sessions).execute({ sessionId: 'sess-1' });

    expect(result).toEqual({ ok: true, value: { success: true } });
    expect(sessions.terminated).toEqual(['sess-1']);
  });

  it('succeeds without a session', async () => {
    const sessions = new RecordingSessionTerminator();
    const result = await new LogOutUseCase(sessions).execute({ sessionId: null });

    expect(result).toEqual({ ok: true, value: { success: true } });
    expect(sessions.terminated).toEqual([]);
  });
});
