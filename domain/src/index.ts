// Kernel
export { ok, err, type Result } from './kernel/result.js';
export {
  DomainError,
  KernelErrorCodes,
  type KernelErrorCode,
  type ErrorCode,
  type ErrorCodeRegistry,
  type FieldError,
  type ProblemExtensions,
} from './kernel/domain-error.js';
export type { Clock } from './kernel/clock.port.js';
export { systemClock } from './kernel/system-clock.js';
export type { IdGenerator } from './kernel/id-generator.port.js';
export { uuidv7, UuidV7Generator } from './kernel/uuidv7.js';
export type { UnitOfWork } from './kernel/unit-of-work.port.js';
export { defineJob, type JobType, type JobPayload, type JsonValue } from './kernel/job.js';
export type { JobOutbox } from './kernel/job-outbox.port.js';
export type { MailMessage, MailSender } from './kernel/mail.port.js';
export { safeRedirectPath } from './kernel/redirect-path.js';

// Events: time, status, slugs, visibility
export { formatTimeSlot, describeEventTime, type EventTimeText } from './events/event-time.js';
export {
  isValidTimeZone,
  localDateKey,
  isValidDateKey,
  isValidWallTime,
  addDaysToDateKey,
  zonedDateTimeToInstant,
  zonedDeadlineText,
} from './events/zoned-time.js';
export {
  eventStatus,
  EVENT_STATUS_BADGES,
  EVENT_CARD_BADGES,
  eventDisplayStatus,
  inAttendingYear,
  DISPLAY_STATUS_LABELS,
  type EventStatus,
  type EventDisplayStatus,
} from './events/event-status.js';
export { ticketLink } from './events/ticket-link.js';
export {
  DEFAULT_EVENT_LIST_PAGE_SIZE,
  EVENT_LIST_PAGE_SIZES,
  EVENT_LIST_STATUS_FILTERS,
  EVENT_LIST_TEXT,
  type EventListPageSize,
  type EventListStatusFilter,
} from './events/event-list.js';
export {
  slugify,
  isValidSlug,
  nextAvailableSlug,
  slugRoot,
  publicSlugPrefix,
  privateSlug,
  RESERVED_EVENT_SLUGS,
  SLUG_MAX_LENGTH,
  FALLBACK_SLUG,
} from './events/slug.js';
export {
  isPublicEvent,
  isPublishedEvent,
  isInvited,
  presentsInvite,
  canShareInviteLink,
  inviteLinkPath,
  type GateViewer,
  type ViewFacts,
  canViewEvent,
  canManageEvent,
  canSeeLocation,
  canSeeGuestList,
  canSeeGallery,
  canSeeHostEmail,
  isHostOrGuest,
  hiddenLocationNote,
  guestListSharedWith,
  guestListPrivateMessage,
  showsOnGuestList,
  GUEST_LIST_VISIBILITIES,
  type GuestListVisibility,
  visibleGalleryImages,
  type EventAccessFacts,
  type Viewer,
  type ViewerRsvp,
} from './events/event-policy.js';
export {
  LOCATION_REVEAL_MESSAGES,
  LOCATION_REVEAL_MODES,
  REVEAL_HOURS,
  hidesLocation,
  locationRevealAt,
  locationRevealError,
  normalizeLocationReveal,
  type LocationReveal,
  type LocationRevealInput,
  type LocationRevealMode,
} from './events/location-reveal.js';
export {
  EVENT_ACCESS_RULES,
  gateEvent,
  requireEvent,
  type EventAccess,
  type EventAccessRule,
  type EventRef,
  type GatedEvent,
} from './events/event-access.js';
export {
  EventErrorCodes,
  type EventErrorCode,
  eventNotFoundError,
  guestListPrivateError,
} from './events/event-errors.js';
export {
  eventStructuredData,
  eventsStructuredData,
  scriptJson,
  STRUCTURED_DATA_LIMIT,
  type StructuredDataEvent,
} from './events/event-structured-data.js';
// Events: creation
export {
  AGE_RESTRICTIONS,
  EVENT_DEFAULTS,
  EVENT_LIMITS,
  type AgeRestriction,
  type Event,
} from './events/event.js';
export {
  validateEventInput,
  normalizeEventInput,
  normalizeList,
  capacityChangeError,
  eventFormValues,
  type EventFormValues,
  capacityBelowHeadcountMessage,
  EVENT_MESSAGES,
  EVENT_FIELDS,
  storedFieldValue,
  type EventFieldRule,
  type EventFieldName,
  type OptionalEventInput,
  type OptionalEventFields,
  type EventInput,
  type EventFields,
} from './events/event-input.js';
export type {
  EventRepository,
  EventUpdateOutcome,
  PublicSlugChoice,
} from './events/event.repository.port.js';
export { CreateEventUseCase, type CreateEventInput } from './events/use-cases/create-event.use-case.js';
export { UpdateEventUseCase, type UpdateEventInput } from './events/use-cases/update-event.use-case.js';
export { RegenerateInviteCodeUseCase } from './events/use-cases/regenerate-invite-code.use-case.js';
export { INVITE_CODE_MAX_LENGTH, inviteCodeAfterSave } from './events/invite-link.js';
export { DeleteEventUseCase } from './events/use-cases/delete-event.use-case.js';

// RSVPs
export {
  RSVP_RESPONSES,
  RSVP_RESPONSE_LABELS,
  MISSING_RESPONSE_MESSAGE,
  parseRsvpResponse,
  type RsvpResponse,
} from './rsvps/rsvp-response.js';
export {
  MAX_PLUS_ONES,
  PLUS_ONES_OPTIONS,
  isValidPlusOnes,
  guestsLabel,
  rsvpGuestName,
} from './rsvps/rsvp-guests.js';
export { RSVP_EMOJIS, defaultEmojiFor, isRsvpEmoji, type RsvpEmoji } from './rsvps/rsvp-emoji.js';
export { RSVP_LIMITS, newRsvp, type Rsvp, type RsvpAnswer, type RsvpAuthor } from './rsvps/rsvp.js';
export {
  SIGNATURE_BYTES,
  doorTicketOf,
  encodeTicketPayload,
  readTicketCode,
  revokedTickets,
  ticketCodeText,
  ticketVersionAfter,
  type DoorTicket,
  type ReadTicketCode,
  type RevokedTicket,
  type TicketCodePayload,
} from './door/door-ticket.js';
export {
  MAX_SCANS_PER_BATCH,
  CHECK_IN_CSV_COLUMNS,
  CheckInErrorCodes,
  MarkCheckedInUseCase,
  MarkNotCheckedInUseCase,
  OVERRIDE_REASON_MAX,
  checkInNotFoundError,
  notOverridableError,
  validateOverrideReason,
  SCAN_KINDS,
  checkInListCsv,
  SCAN_VERDICTS,
  doorStats,
  judgeOffline,
  judgeScan,
  scannedTicketId,
  validateScanBatch,
  type CheckInListRow,
  type DoorOverride,
  type DoorStats,
  type OfflineAdmission,
  type Refusal,
  type SyncedTicket,
  type ScanFacts,
  type ScanInput,
  type ScanKind,
  type ScanVerdict,
} from './door/check-ins.js';
export {
  DOOR_PASS_NAME_MAX,
  DOOR_PASS_ROLES,
  DoorPassErrorCodes,
  MAX_PIN_ATTEMPTS,
  defaultPassExpiry,
  doorPassNotFoundError,
  doorPassRefusal,
  doorPassState,
  pinFrom,
  supervisorOnlyError,
  validateNewDoorPass,
  type DoorPass,
  type DoorPassRole,
  type DoorPassState,
  type NewDoorPassInput,
} from './door/door-passes.js';
export {
  ACCESS_TOKEN_MAX_DAYS,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_SCOPES,
  ACCESS_TOKEN_SCOPE_NAMES,
  AccessTokenErrorCodes,
  MAX_ACCESS_TOKENS,
  accessTokenNotFoundError,
  accessTokenState,
  invalidAccessTokenError,
  isAccessTokenScope,
  missingScopeError,
  notForTokensError,
  tokenMayUse,
  validateNewAccessToken,
  type AccessToken,
  type AccessTokenScope,
  type AccessTokenState,
  type NewAccessTokenInput,
} from './accounts/access-tokens.js';
export {
  RSVP_STATES,
  RSVP_STATUSES,
  STANDING_STATUSES,
  LISTED_STATUSES,
  CURRENT_STATUSES,
  PLACE_HOLDING_STATUSES,
  PLACE_TAKING_RESPONSE,
  headcountOf,
  holdsPlace,
  isListed,
  isCurrent,
  isRsvpStatus,
  placesHeld,
  stands,
  type RsvpStatus,
} from './rsvps/rsvp-lifecycle.js';
export { INITIAL_RSVP_STATUS, REQUESTED_RSVP_STATUS, initialStatusFor } from './rsvps/rsvp-initial-status.js';
export {
  RSVP_ACTORS,
  RSVP_TRANSITIONS,
  mayMake,
  statusesSetBy,
  transitionBetween,
  type RsvpActor,
  type RsvpTransition,
  type RsvpTransitionName,
} from './rsvps/rsvp-transitions.js';
export {
  EventPlaces,
  NO_TICKETS,
  REQUEST_DECISIONS,
  type RequestDecision,
  countPlaces,
  partiesWaitingIn,
  type PlacesChanges,
  type PlacesEvent,
  type PlacesSnapshot,
  type TicketCounts,
} from './rsvps/event-places.js';
export {
  capacityLimit,
  editMayFreePlaces,
  placesLeft,
  placesOpenToNew,
  offerRoundHasPlaces,
  offersToWaiting,
  waitlistOpen,
  type WaitlistEvent,
} from './rsvps/capacity.js';
export {
  MIN_OFFER_MINUTES,
  OFFER_HOURS,
  OFFER_OUTCOMES,
  WAITLIST_SWEEP_EVERY_MS,
  WaitlistErrorCodes,
  candidatesOfSize,
  isOnWaitlist,
  offerDeadline,
  offerFreedPlacesJob,
  offerLive,
  partiesToOffer,
  partySize,
  queueOrder,
  waitlistSweepJob,
  type OfferOutcome,
  type WaitingParty,
  type WaitlistErrorCode,
  type WaitlistOffer,
} from './rsvps/waitlist.js';
export {
  AnswerOfferUseCase,
  JoinWaitlistUseCase,
  LeaveWaitlistUseCase,
  OfferFreedPlacesUseCase,
  OfferPlacesByHandUseCase,
  SweepWaitlistUseCase,
  type JoinWaitlistInput,
  type WaitlistSweepSource,
} from './rsvps/use-cases/waitlist.use-cases.js';
export {
  ReconfirmRsvpUseCase,
  ReleaseUnreconfirmedUseCase,
} from './rsvps/use-cases/reconfirmation.use-cases.js';
export {
  INVITATION_CODE_PATTERN,
  InvitationErrorCodes,
  invitationNotFoundError,
  invitationsToMake,
  liveInvitations,
  mayInvite,
  type InvitationErrorCode,
  type InvitationState,
  type PlusOneInvitation,
} from './rsvps/invitations.js';
export {
  ClaimInvitationUseCase,
  InviteFriendsUseCase,
  PreviewInvitationUseCase,
  WithdrawInvitationUseCase,
  type ClaimInvitationInput,
  type InvitationPreview,
} from './rsvps/use-cases/invitations.use-cases.js';
export {
  asksToReconfirm,
  mayReconfirm,
  reconfirmationTimes,
  releasedAtDeadline,
  type ReconfirmationEvent,
} from './rsvps/reconfirmation.js';
export {
  DEFAULT_EVENT_HOURS,
  calendarEntryOf,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEntry,
} from './events/event-calendar.js';
export {
  REMINDER_HORIZON_HOURS,
  REMINDER_SWEEP_EVERY_MS,
  SendDueRemindersUseCase,
  dueReconfirmAsk,
  dueReminder,
  dueReveal,
  receivesReminder,
  sendDueRemindersJob,
  type DueNoticeKind,
  type ReminderCandidate,
  type ReminderSlot,
  type ReminderStore,
} from './rsvps/reminders.js';
export {
  RSVP_NOTICE_KINDS,
  cancelRsvpUrl,
  emailRsvpNoticeJob,
  emailRsvpNoticesJob,
  NOTICE_EMAIL_BATCH,
  noticeForChange,
  rsvpNoticeEmail,
  rsvpNoticeText,
  type NoticeEmailStatus,
  type NoticeSubject,
  type OfferFacts,
  type ReminderFacts,
  type RsvpNoticeDraft,
  type RsvpNoticeForEmail,
  type RsvpNoticeKind,
  type RsvpNoticeMailbox,
} from './rsvps/rsvp-notices.js';
export { EmailRsvpNoticeUseCase } from './rsvps/use-cases/email-rsvp-notice.use-case.js';
export type { EventPlacesStore, PlacesRef, PlacesSubjects } from './rsvps/event-places.port.js';
export {
  validateRsvpFields,
  RSVP_MESSAGES,
  type RsvpFields,
  type RsvpFieldsInput,
} from './rsvps/rsvp-validation.js';
export {
  RsvpErrorCodes,
  type RsvpErrorCode,
  rsvpAlreadyExistsError,
  rsvpCapacityReachedError,
  rsvpEventPastError,
  rsvpNotFoundError,
  rsvpNotPendingError,
  rsvpTransitionNotAllowedError,
} from './rsvps/rsvp-errors.js';
export { CreateRsvpUseCase, type CreateRsvpInput } from './rsvps/use-cases/create-rsvp.use-case.js';
export { ChangeRsvpUseCase, type ChangeRsvpInput } from './rsvps/use-cases/change-rsvp.use-case.js';
export {
  DecideRequestsUseCase,
  type DecideRequestsInput,
  type RequestsDecided,
} from './rsvps/use-cases/decide-requests.use-case.js';
export { CancelRsvpUseCase, type CancelRsvpInput } from './rsvps/use-cases/cancel-rsvp.use-case.js';
export { UpdateRsvpStatusUseCase, HOST_SET_STATUSES } from './rsvps/use-cases/update-rsvp-status.use-case.js';

// Tickets
export {
  TICKET_TYPES,
  TICKET_TYPE_INFO,
  isTicketType,
  wouldExceedTicketCap,
  canHoldTicket,
  type Ticket,
  type TicketType,
  type TicketTypeInfo,
} from './tickets/ticket.js';
export {
  TicketErrorCodes,
  type TicketErrorCode,
  ticketSoldOutError,
  ticketAlreadyIssuedError,
  ticketRsvpNotEligibleError,
} from './tickets/ticket-errors.js';
export { IssueTicketUseCase, type IssueTicketInput } from './tickets/use-cases/issue-ticket.use-case.js';
export {
  guestListCsv,
  guestListFileName,
  GUEST_LIST_CSV_COLUMNS,
  type GuestListCsvRow,
} from './tickets/guest-list-csv.js';

// Connections
export { CONNECTION_STATUS, type Connection, type ConnectionStatus } from './connections/connection.js';
export type { ConnectionRepository } from './connections/connection.repository.port.js';
export { ConnectUsersUseCase } from './connections/use-cases/connect-users.use-case.js';
export {
  ConnectionErrorCodes,
  type ConnectionErrorCode,
  connectToSelfError,
} from './connections/connection-errors.js';

// QR codes: the dynamic QR panel and its scan redirect
export {
  QR_CODE_KINDS,
  QR_LIMITS,
  QR_MESSAGES,
  qrTargetPath,
  qrCodeTarget,
  isQrId,
  countsAsScan,
  type QrCode,
  type QrCodeKind,
  type QrTarget,
  type QrVisit,
} from './qr-codes/qr-code.js';
export { checkCustomQrUrl } from './qr-codes/custom-qr-url.js';
export {
  QrCodeErrorCodes,
  type QrCodeErrorCode,
  qrUrlNotAllowedError,
  qrCodeNotFound,
} from './qr-codes/qr-code-errors.js';
export type { QrCodeRepository, QrScan } from './qr-codes/qr-code.repository.port.js';
export { RecordQrScanUseCase } from './qr-codes/use-cases/record-qr-scan.use-case.js';
export { CreateCustomQrCodeUseCase } from './qr-codes/use-cases/create-custom-qr-code.use-case.js';
export { DeleteCustomQrCodeUseCase } from './qr-codes/use-cases/delete-custom-qr-code.use-case.js';

// Accounts
export {
  ACCOUNT_TYPES,
  PASSWORD_MIN_LENGTH,
  isAccountType,
  type AccountType,
} from './accounts/account-type.js';
export {
  FIELD_LIMITS,
  PROFILE_LIMITS,
  USERNAME_PATTERN,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  charLength,
} from './accounts/field-limits.js';
export { RESERVED_USERNAMES, isReservedUsername } from './accounts/reserved-usernames.js';
export {
  validateSignup,
  validateLogin,
  type SignupFields,
  type SignupFieldsInput,
} from './accounts/signup-validation.js';
export {
  SIGNUP_MESSAGES,
  PASSWORD_TOO_COMMON,
  LOGIN_MESSAGES,
  PROFILE_MESSAGES,
  SETTINGS_MESSAGES,
  type UiMessage,
} from './accounts/account-messages.js';
export {
  AccountErrorCodes,
  type AccountErrorCode,
  usernameTakenError,
  emailTakenError,
  invalidCredentialsError,
  userNotFoundError,
  passwordIncorrectError,
} from './accounts/account-errors.js';
export { nightlifeLevel, NIGHTLIFE_LEVELS, type NightlifeLevel } from './accounts/nightlife-level.js';
export {
  toSessionUser,
  toOwnProfile,
  avatarInitial,
  displayName,
  EMPTY_PROFILE,
  type User,
  type SessionUser,
  type OwnProfile,
  type ProfileDetails,
  type SocialHandles,
} from './accounts/user.js';
export {
  SOCIAL_PLATFORMS,
  SOCIAL_FIELDS,
  SOCIAL_HANDLE_MAX,
  normalizeSocialHandle,
  socialLink,
  type SocialField,
  type SocialPlatform,
} from './accounts/social-handles.js';
export { DEFAULT_EVENT_TAGS, displayTags } from './accounts/profile-tags.js';
export {
  toPublicProfileUser,
  toOwnProfileView,
  joinedText,
  type PublicProfileUser,
  type OwnProfileView,
} from './accounts/public-profile.js';
export {
  checkProfileUpdate,
  checkAccountUpdate,
  type ProfileUpdateInput,
  type AccountUpdateInput,
  type ProfileChanges,
} from './accounts/profile-update.js';
export {
  DEFAULT_USER_SETTINGS,
  applySettingsUpdate,
  type UserSettings,
  type UserSettingsInput,
} from './accounts/user-settings.js';
export type { UserRepository } from './accounts/user.repository.port.js';
export type { UserSettingsRepository } from './accounts/user-settings.repository.port.js';
export type { AccountEraser } from './accounts/account-eraser.port.js';
export { eraseAccountFilesJob } from './accounts/account-jobs.js';
export type { PasswordHasher } from './accounts/password-hasher.port.js';
export type { CommonPasswords } from './accounts/common-passwords.port.js';
export type { SessionTerminator } from './accounts/session-terminator.port.js';
export { SignUpUseCase, type SignUpInput } from './accounts/use-cases/sign-up.use-case.js';
export { LogInUseCase, type LogInInput } from './accounts/use-cases/log-in.use-case.js';
export { LogOutUseCase } from './accounts/use-cases/log-out.use-case.js';
export { UpdateProfileUseCase } from './accounts/use-cases/update-profile.use-case.js';
export {
  ChangePasswordUseCase,
  type ChangePasswordInput,
} from './accounts/use-cases/change-password.use-case.js';
export { DeleteAccountUseCase } from './accounts/use-cases/delete-account.use-case.js';
export { UserSettingsUseCase } from './accounts/use-cases/user-settings.use-case.js';

// Themes
export type { Theme, ThemeColorScheme } from './themes/theme.js';
export {
  THEMES,
  DEFAULT_THEME_ID,
  FALLBACK_THEME_ID,
  CLEAN_THEME_ID,
  findTheme,
  resolveTheme,
  isKnownThemeId,
} from './themes/theme-catalogue.js';
export { DARK_THEME_COLORS, isDarkTheme, themeTextColor } from './themes/theme-text-color.js';

// Link previews (og:image cards)
export {
  PREVIEW_CARD_WIDTH,
  PREVIEW_CARD_HEIGHT,
  previewDateLine,
  eventPreviewCard,
  profilePreviewCard,
  type Box,
  type CardLine,
  type EventPreviewCard,
  type EventPreviewInput,
  type ProfilePreviewCard,
  type ProfilePreviewInput,
} from './link-previews/preview-card.js';
export {
  LARGE_TEXT_CONTRAST,
  NEUTRAL_PREVIEW_PALETTE,
  contrastRatio,
  hexColor,
  relativeLuminance,
  themePreviewPalette,
  type PreviewPalette,
} from './link-previews/preview-colors.js';
export {
  ELLIPSIS,
  cardText,
  ellipsize,
  fitLines,
  textWidth,
  type FittedText,
} from './link-previews/preview-text.js';

// Error reports
export {
  ERROR_REPORT_CATEGORIES,
  ERROR_REPORT_SEVERITIES,
  DEFAULT_ERROR_REPORT_CATEGORY,
  DEFAULT_ERROR_REPORT_SEVERITY,
  SEVERITY_DESCRIPTIONS,
  MAX_CONSOLE_ERRORS,
  ERROR_REPORT_LIMITS,
  type ErrorReportCategory,
  type ErrorReportSeverity,
  type ErrorReportInput,
  type ErrorReport,
  type FiledErrorReport,
  type ErrorDetails,
  type ErrorDetailsInput,
  type ReactErrorInfo,
  type ErrorReportContext,
  type BrowserInfo,
  type ConsoleErrorEntry,
} from './error-reports/error-report.js';
export { validateErrorReport, normalizeErrorReport } from './error-reports/error-report-validation.js';
export { forwardErrorReportJob } from './error-reports/error-report-jobs.js';
export type { ErrorReportRepository } from './error-reports/error-report.repository.port.js';
export type { ErrorReportForwarder } from './error-reports/error-report-forwarder.port.js';
export { SubmitErrorReportUseCase } from './error-reports/use-cases/submit-error-report.use-case.js';
export { ForwardErrorReportUseCase } from './error-reports/use-cases/forward-error-report.use-case.js';

// Storage: uploads and the media published from them
export {
  UPLOAD_KINDS,
  MEDIA_CLASSES,
  UPLOAD_RULES,
  UPLOAD_MESSAGES,
  UPLOAD_URL_TTL_SECONDS,
  PENDING_UPLOAD_RETENTION_MS,
  DEFAULT_UPLOAD_KIND,
  IMAGE_MIME_TYPES,
  VIDEO_MIME_TYPES,
  isUploadKind,
  mediaClassOf,
  acceptAttribute,
  wrongTypeMessage,
  checkUploadSize,
  checkUploadType,
  checkSelectedFile,
  type UploadKind,
  type UploadRule,
  type MediaClass,
} from './storage/upload-rules.js';
export {
  PENDING_PREFIX,
  MEDIA_PREFIX,
  LOCAL_STORAGE_PATH,
  isLocalMediaUrl,
  pendingKey,
  mediaKey,
  mediaPrefixOf,
  PREVIEW_PREFIX,
  USED_PREFIX,
  previewFolder,
  previewKey,
  previewPrefixOf,
  usedPrefixOf,
  usedUploadKey,
  type PreviewSubject,
  parseObjectKey,
  type PendingUpload,
  type MediaObject,
  type ParsedObjectKey,
} from './storage/object-keys.js';
export {
  AVATAR_VARIANTS,
  PICTURE_VARIANTS,
  VIDEO_VARIANT,
  PUBLISHED_IMAGE_TYPE,
  imageVariantsFor,
  mediaVariantUrl,
  flyerSrcSet,
  CARD_FLYER_SIZES,
  HERO_FLYER_SIZES,
  type ImageVariant,
  type MediaVariantName,
} from './storage/media-variants.js';
export {
  StorageErrorCodes,
  type StorageErrorCode,
  uploadLinkInvalidError,
  uploadLinkExpiredError,
  uploadAlreadyUsedError,
  uploadTooLargeError,
} from './storage/storage-errors.js';
export type { ObjectStorage, StoredObject, ObjectMetadata } from './storage/object-storage.port.js';
export {
  TYPE_SNIFF_BYTES,
  type FileTypeDetector,
  type ImageProcessor,
  type VideoMetadataStripper,
  type ProcessedImage,
} from './storage/media-inspection.port.js';
export type { UserAvatarRepository } from './storage/user-avatar.repository.port.js';
export { RequestUploadUseCase, type UploadTarget } from './storage/use-cases/request-upload.use-case.js';
export { PublishUploadUseCase, type PublishedMedia } from './storage/use-cases/publish-upload.use-case.js';
export { SetAvatarUseCase } from './storage/use-cases/set-avatar.use-case.js';

// Inquiries: the contact, newsletter, PartyTag waitlist and hookah booking forms, and the staff inbox
export {
  CONTACT_FORM_TYPES,
  CONTACT_FORM_TYPE_LABELS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  DEFAULT_CONTACT_FORM_TYPE,
  validateContactInquiry,
  normalizeContactInquiry,
  type ContactFormType,
  type ContactInquiry,
  type ContactInquiryInput,
} from './inquiries/contact-inquiry.js';
export {
  EMAIL_LISTS,
  EMAIL_LIST_LABELS,
  NEWSLETTER_MESSAGES,
  WAITLIST_MESSAGES,
  validateEmailSignup,
  type EmailList,
  type EmailSignupInput,
} from './inquiries/email-signup.js';
export {
  HOOKAH_DURATIONS,
  HOOKAH_LIMITS,
  HOOKAH_MESSAGES,
  HOOKAH_PACKAGES,
  HOOKAH_SERVICE_TIME_ZONE,
  HOOKAH_SPECIALISTS,
  DEFAULT_HOOKAH_DURATION,
  DEFAULT_HOOKAH_PACKAGE,
  durationLabel,
  hookahBookingMinDate,
  hookahPackage,
  hookahSpecialist,
  validateHookahBooking,
  normalizeHookahBooking,
  type HookahBooking,
  type HookahBookingInput,
  type HookahDuration,
  type HookahPackageId,
  type HookahSpecialistId,
} from './inquiries/hookah-booking.js';
export { EMAIL_MESSAGES } from './inquiries/inquiry-fields.js';
export {
  submissionDedupeKey,
  type StoredSubmission,
  type Submission,
  type SubmissionKind,
} from './inquiries/submission.js';
export type { InquiryRepository } from './inquiries/inquiry.repository.port.js';
export { notifyTeamJob } from './inquiries/inquiry-jobs.js';
export { teamNotification } from './inquiries/team-notification.js';
export { spreadsheetSafe } from './inquiries/spreadsheet-safe.js';
export { StaffDirectory, DEMO_STAFF_USERNAME } from './inquiries/staff-policy.js';
export { SubmitContactInquiryUseCase } from './inquiries/use-cases/submit-contact-inquiry.use-case.js';
export { SubmitHookahBookingUseCase } from './inquiries/use-cases/submit-hookah-booking.use-case.js';
export { JoinEmailListUseCase } from './inquiries/use-cases/join-email-list.use-case.js';
export { NotifyTeamUseCase } from './inquiries/use-cases/notify-team.use-case.js';

// Flyer Studio: the prompt helper
export {
  FLYER_THEMES,
  FLYER_SIZES,
  TARGET_AUDIENCES,
  FLYER_MESSAGES,
  DEFAULT_FLYER_LOCATION,
  EMPTY_FLYER_FORM,
  NO_THEME,
  CUSTOM_THEME,
  validateFlyerForm,
  type FlyerForm,
  type FlyerNamedTheme,
  type FlyerSize,
  type FlyerTheme,
  type TargetAudience,
} from './flyer-studio/flyer-form.js';
export {
  FLYER_PROMPT_STYLES,
  FLYER_ASSISTANT,
  buildFlyerPrompts,
  describeFlyerDateTime,
  flyerAssistantLink,
  type FlyerPrompt,
  type FlyerPromptStyle,
} from './flyer-studio/flyer-prompts.js';

// Marketing pages: search-engine and link-preview data
export {
  MARKETING_PAGES,
  SITE_NAME,
  documentTitle,
  pageTitle,
  marketingPageMetadata,
  type PageMetadata,
} from './marketing/page-metadata.js';

// Announcements: hosts message their attendees; the attendees' inbox
export {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_WINDOW_MS,
  DEFAULT_ANNOUNCEMENTS_PER_EVENT_PER_DAY,
  checkAnnouncementInput,
  withinDailyLimit,
  type Announcement,
  type AnnouncementCheck,
} from './announcements/announcement.js';
export {
  AnnouncementErrorCodes,
  type AnnouncementErrorCode,
  recipientsInvalidError,
  dailyLimitError,
  announcementNotFoundError,
  notificationNotFoundError,
} from './announcements/announcement-errors.js';
export { fanOutAnnouncementJob, emailAnnouncementJob } from './announcements/announcement-jobs.js';
export {
  EMAIL_STATUSES,
  type AnnouncementRepository,
  type AnnouncementDeliveries,
  type NotificationInbox,
  type DeliveryForEmail,
  type EmailStatus,
} from './announcements/announcement.repository.port.js';
export { announcementEmail, announcementEmailKey } from './announcements/announcement-email.js';
export {
  RECIPIENT_GROUPS,
  RECIPIENT_GROUP_LABELS,
  inRecipientGroup,
  groupRecipients,
  type RecipientGroup,
  type GroupableRsvp,
} from './announcements/recipient-groups.js';
export {
  SendAnnouncementUseCase,
  type SendAnnouncementInput,
} from './announcements/use-cases/send-announcement.use-case.js';
export {
  FanOutAnnouncementUseCase,
  FAN_OUT_BATCH_SIZE,
} from './announcements/use-cases/fan-out-announcement.use-case.js';
export {
  EmailAnnouncementUseCase,
  type EmailOutcome,
} from './announcements/use-cases/email-announcement.use-case.js';
export { MarkNotificationReadUseCase } from './announcements/use-cases/mark-notification-read.use-case.js';
export {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENT_TYPE_NAMES,
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
  WEBHOOK_RESPONSE_READ_BYTES,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_SECRET_OVERLAP_MS,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_URL_MAX,
  WEBHOOK_RETRY_SWEEP_EVERY_MS,
  WEBHOOK_ATTEMPT_LEASE_MS,
  webhookRetrySweepJob,
  WebhookErrorCodes,
  deliverWebhookJob,
  emailWebhookDisabledJob,
  eventUpdatedWebhookChange,
  fanOutWebhookChangeJob,
  isWebhookEventType,
  isWebhookSuccess,
  nextWebhookAttemptAt,
  rsvpWebhookChanges,
  shouldDisableWebhookEndpoint,
  tooManyWebhooksError,
  validateNewWebhook,
  webhookAddressRefused,
  webhookBody,
  webhookDeliveryNotFoundError,
  webhookDisabledMail,
  webhookNotFoundError,
} from './webhooks/webhooks.js';
export type {
  NewWebhookInput,
  ValidWebhookInput,
  WebhookChange,
  WebhookErrorCode,
  WebhookEventType,
} from './webhooks/webhooks.js';
