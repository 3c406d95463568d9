export { FixedClock } from './fixed-clock.js';
export { InMemoryErrorReportQueue } from './in-memory-error-report.queue.js';
export { InMemoryErrorReportRepository } from './in-memory-error-report.repository.js';
export { InMemoryUserRepository } from './in-memory-user.repository.js';
export { PlainTextTestHasher } from './plain-text-test.hasher.js';
export { RecordingErrorReportForwarder } from './recording-error-report.forwarder.js';
export { RecordingSessionTerminator } from './recording-session-terminator.js';
export { SequentialIdGenerator } from './sequential-id-generator.js';
