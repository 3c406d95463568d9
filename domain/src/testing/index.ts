export { FixedClock } from './fixed-clock.js';
export { InMemoryJobOutbox, type OutboxEntry } from './in-memory-job.outbox.js';
export { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';
export { InMemoryErrorReportRepository } from './in-memory-error-report.repository.js';
export { InMemoryEventRepository } from './in-memory-event.repository.js';
export { InMemoryUserRepository } from './in-memory-user.repository.js';
export { PlainTextTestHasher } from './plain-text-test.hasher.js';
export { RecordingErrorReportForwarder } from './recording-error-report.forwarder.js';
export { RecordingSessionTerminator } from './recording-session-terminator.js';
export { SequentialIdGenerator } from './sequential-id-generator.js';
export { InMemoryEventPlaces } from './in-memory-event-places.js';
export { InMemoryConnectionRepository } from './in-memory-connection.repository.js';
export { InMemoryUserSettingsRepository } from './in-memory-user-settings.repository.js';
export { InMemoryAccountEraser } from './in-memory-account.eraser.js';
export { aUser } from './user-fixture.js';
export { InMemoryInquiryRepository } from './in-memory-inquiry.repository.js';
export { RecordingMailSender } from './recording-mail.sender.js';
export { InMemoryObjectStorage } from './in-memory-object-storage.js';
export { MagicBytesTestDetector, testFile } from './magic-bytes-test.detector.js';
export { LabellingTestImageProcessor } from './labelling-test.image-processor.js';
export { LabellingTestVideoStripper } from './labelling-test.video-stripper.js';
export { InMemoryUserAvatarRepository } from './in-memory-user-avatar.repository.js';
export { asciiBytes, asciiText } from './ascii.js';
export {
  InMemoryAnnouncements,
  type AnnouncementTestRsvp,
  type InMemoryDelivery,
} from './in-memory-announcements.js';
export { InMemoryQrCodeRepository } from './in-memory-qr-code.repository.js';
export { InMemoryEventAccess } from './in-memory-event-access.js';
export { aPlacesEvent, anRsvp } from './rsvp-fixture.js';
export { testCommonPasswords } from './test-common-passwords.js';
