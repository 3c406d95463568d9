import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    setAvatar: build.mutation<SetAvatarApiResponse, SetAvatarApiArg>({
      query: (queryArg) => ({ url: `/api/avatar`, method: 'PUT', body: queryArg.setAvatarDto }),
    }),
    listConnections: build.query<ListConnectionsApiResponse, ListConnectionsApiArg>({
      query: (queryArg) => ({
        url: `/api/connections`,
        params: {
          q: queryArg.q,
          sort: queryArg.sort,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    createConnection: build.mutation<CreateConnectionApiResponse, CreateConnectionApiArg>({
      query: (queryArg) => ({ url: `/api/connections`, method: 'POST', body: queryArg.createConnectionDto }),
    }),
    getConnectionStatus: build.query<GetConnectionStatusApiResponse, GetConnectionStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/connections/${encodeURIComponent(String(queryArg.userId))}/status`,
      }),
    }),
    listDashboardEvents: build.query<ListDashboardEventsApiResponse, ListDashboardEventsApiArg>({
      query: () => ({ url: `/api/dashboard/events` }),
    }),
    createEvent: build.mutation<CreateEventApiResponse, CreateEventApiArg>({
      query: (queryArg) => ({ url: `/api/events`, method: 'POST', body: queryArg.createEventDto }),
    }),
    getEventById: build.query<GetEventByIdApiResponse, GetEventByIdApiArg>({
      query: (queryArg) => ({ url: `/api/events/by-id/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    getRsvpStats: build.query<GetRsvpStatsApiResponse, GetRsvpStatsApiArg>({
      query: () => ({ url: `/api/events/rsvp-stats` }),
    }),
    listEventRsvpsWithUsers: build.query<ListEventRsvpsWithUsersApiResponse, ListEventRsvpsWithUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/events/rsvps-with-users`,
        params: {
          eventId: queryArg.eventId,
          invite: queryArg.invite,
        },
      }),
    }),
    sendAnnouncement: build.mutation<SendAnnouncementApiResponse, SendAnnouncementApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/announcement`,
        method: 'POST',
        body: queryArg.sendAnnouncementDto,
      }),
    }),
    listAnnouncements: build.query<ListAnnouncementsApiResponse, ListAnnouncementsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/announcements`,
      }),
    }),
    listAnnouncementRecipients: build.query<
      ListAnnouncementRecipientsApiResponse,
      ListAnnouncementRecipientsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/announcements/${encodeURIComponent(String(queryArg.announcementId))}/recipients`,
      }),
    }),
    recordCheckIns: build.mutation<RecordCheckInsApiResponse, RecordCheckInsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/check-ins`,
        method: 'POST',
        body: queryArg.checkInBatch,
      }),
    }),
    exportCheckIns: build.query<ExportCheckInsApiResponse, ExportCheckInsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/check-ins.csv`,
      }),
    }),
    admitAnyway: build.mutation<AdmitAnywayApiResponse, AdmitAnywayApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/check-ins/${encodeURIComponent(String(queryArg.scanId))}/admit`,
        method: 'POST',
        body: queryArg.overrideReasonDto,
      }),
    }),
    undoCheckIn: build.mutation<UndoCheckInApiResponse, UndoCheckInApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/check-ins/${encodeURIComponent(String(queryArg.scanId))}/undo`,
        method: 'POST',
        body: queryArg.overrideReasonDto,
      }),
    }),
    getDoorGuests: build.query<GetDoorGuestsApiResponse, GetDoorGuestsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/door/guests`,
      }),
    }),
    getDoorKeys: build.query<GetDoorKeysApiResponse, GetDoorKeysApiArg>({
      query: (queryArg) => ({ url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/door/keys` }),
    }),
    rotateDoorKey: build.mutation<RotateDoorKeyApiResponse, RotateDoorKeyApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/door/keys/rotate`,
        method: 'POST',
      }),
    }),
    listDoorPasses: build.query<ListDoorPassesApiResponse, ListDoorPassesApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/door/passes`,
      }),
    }),
    createDoorPass: build.mutation<CreateDoorPassApiResponse, CreateDoorPassApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/door/passes`,
        method: 'POST',
        body: queryArg.createDoorPassDto,
      }),
    }),
    signInWithDoorPass: build.mutation<SignInWithDoorPassApiResponse, SignInWithDoorPassApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/door/passes/sign-in`,
        method: 'POST',
        body: queryArg.doorPassSignInDto,
      }),
    }),
    revokeDoorPass: build.mutation<RevokeDoorPassApiResponse, RevokeDoorPassApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/door/passes/${encodeURIComponent(String(queryArg.passId))}`,
        method: 'DELETE',
      }),
    }),
    getDoorStats: build.query<GetDoorStatsApiResponse, GetDoorStatsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/door/stats`,
      }),
    }),
    regenerateInviteCode: build.mutation<RegenerateInviteCodeApiResponse, RegenerateInviteCodeApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/invite-code`,
        method: 'POST',
      }),
    }),
    approveRsvps: build.mutation<ApproveRsvpsApiResponse, ApproveRsvpsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/rsvps/approve`,
        method: 'POST',
        body: queryArg.rsvpIdsDto,
      }),
    }),
    declineRsvps: build.mutation<DeclineRsvpsApiResponse, DeclineRsvpsApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/rsvps/decline`,
        method: 'POST',
        body: queryArg.rsvpIdsDto,
      }),
    }),
    listEventTickets: build.query<ListEventTicketsApiResponse, ListEventTicketsApiArg>({
      query: (queryArg) => ({ url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/tickets` }),
    }),
    issueTicket: build.mutation<IssueTicketApiResponse, IssueTicketApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/tickets`,
        method: 'POST',
        body: queryArg.issueTicketDto,
      }),
    }),
    offerWaitlistPlaces: build.mutation<OfferWaitlistPlacesApiResponse, OfferWaitlistPlacesApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/waitlist/offers`,
        method: 'POST',
        body: queryArg.offerByHandDto,
      }),
    }),
    listWaitlistParties: build.query<ListWaitlistPartiesApiResponse, ListWaitlistPartiesApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.eventId))}/waitlist/parties`,
      }),
    }),
    deleteEvent: build.mutation<DeleteEventApiResponse, DeleteEventApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.event))}`,
        method: 'DELETE',
      }),
    }),
    updateEvent: build.mutation<UpdateEventApiResponse, UpdateEventApiArg>({
      query: (queryArg) => ({
        url: `/api/events/${encodeURIComponent(String(queryArg.event))}`,
        method: 'PUT',
        body: queryArg.createEventDto,
      }),
    }),
    listNotifications: build.query<ListNotificationsApiResponse, ListNotificationsApiArg>({
      query: (queryArg) => ({
        url: `/api/notifications`,
        params: {
          limit: queryArg.limit,
        },
      }),
    }),
    markAllNotificationsRead: build.mutation<
      MarkAllNotificationsReadApiResponse,
      MarkAllNotificationsReadApiArg
    >({
      query: () => ({ url: `/api/notifications/read-all`, method: 'POST' }),
    }),
    markNotificationRead: build.mutation<MarkNotificationReadApiResponse, MarkNotificationReadApiArg>({
      query: (queryArg) => ({
        url: `/api/notifications/${encodeURIComponent(String(queryArg.notificationId))}/read`,
        method: 'POST',
      }),
    }),
    publishUpload: build.mutation<PublishUploadApiResponse, PublishUploadApiArg>({
      query: (queryArg) => ({ url: `/api/objects/publish`, method: 'POST', body: queryArg.publishUploadDto }),
    }),
    requestUpload: build.mutation<RequestUploadApiResponse, RequestUploadApiArg>({
      query: (queryArg) => ({ url: `/api/objects/upload`, method: 'POST', body: queryArg.requestUploadDto }),
    }),
    listQrCodes: build.query<ListQrCodesApiResponse, ListQrCodesApiArg>({
      query: () => ({ url: `/api/qr-codes` }),
    }),
    createQrCode: build.mutation<CreateQrCodeApiResponse, CreateQrCodeApiArg>({
      query: (queryArg) => ({ url: `/api/qr-codes`, method: 'POST', body: queryArg.createQrCodeDto }),
    }),
    deleteQrCode: build.mutation<DeleteQrCodeApiResponse, DeleteQrCodeApiArg>({
      query: (queryArg) => ({
        url: `/api/qr-codes/${encodeURIComponent(String(queryArg.codeId))}`,
        method: 'DELETE',
      }),
    }),
    updateRsvpStatus: build.mutation<UpdateRsvpStatusApiResponse, UpdateRsvpStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/rsvps/${encodeURIComponent(String(queryArg.rsvpId))}/status`,
        method: 'PATCH',
        body: queryArg.updateRsvpStatusDto,
      }),
    }),
    signup: build.mutation<SignupApiResponse, SignupApiArg>({
      query: (queryArg) => ({ url: `/api/signup`, method: 'POST', body: queryArg.signupDto }),
    }),
    listThemes: build.query<ListThemesApiResponse, ListThemesApiArg>({
      query: () => ({ url: `/api/themes` }),
    }),
    listAccessTokens: build.query<ListAccessTokensApiResponse, ListAccessTokensApiArg>({
      query: () => ({ url: `/api/tokens` }),
    }),
    createAccessToken: build.mutation<CreateAccessTokenApiResponse, CreateAccessTokenApiArg>({
      query: (queryArg) => ({ url: `/api/tokens`, method: 'POST', body: queryArg.createAccessTokenDto }),
    }),
    revokeAccessToken: build.mutation<RevokeAccessTokenApiResponse, RevokeAccessTokenApiArg>({
      query: (queryArg) => ({
        url: `/api/tokens/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    deleteAccount: build.mutation<DeleteAccountApiResponse, DeleteAccountApiArg>({
      query: (queryArg) => ({ url: `/api/user`, method: 'DELETE', body: queryArg.deleteAccountDto }),
    }),
    listAttendingEvents: build.query<ListAttendingEventsApiResponse, ListAttendingEventsApiArg>({
      query: () => ({ url: `/api/user/attending-events` }),
    }),
    getCalendarFeed: build.query<GetCalendarFeedApiResponse, GetCalendarFeedApiArg>({
      query: () => ({ url: `/api/user/calendar-feed` }),
    }),
    regenerateCalendarFeed: build.mutation<RegenerateCalendarFeedApiResponse, RegenerateCalendarFeedApiArg>({
      query: () => ({ url: `/api/user/calendar-feed`, method: 'POST' }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({ url: `/api/user/password`, method: 'PUT', body: queryArg.changePasswordDto }),
    }),
    getOwnProfile: build.query<GetOwnProfileApiResponse, GetOwnProfileApiArg>({
      query: () => ({ url: `/api/user/profile` }),
    }),
    updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
      query: (queryArg) => ({ url: `/api/user/profile`, method: 'PUT', body: queryArg.updateAccountDto }),
    }),
    updateProfileEnhanced: build.mutation<UpdateProfileEnhancedApiResponse, UpdateProfileEnhancedApiArg>({
      query: (queryArg) => ({
        url: `/api/user/profile-enhanced`,
        method: 'PUT',
        body: queryArg.updateProfileDto,
      }),
    }),
    getUserSettings: build.query<GetUserSettingsApiResponse, GetUserSettingsApiArg>({
      query: () => ({ url: `/api/user/settings` }),
    }),
    updateUserSettings: build.mutation<UpdateUserSettingsApiResponse, UpdateUserSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/user/settings`,
        method: 'PUT',
        body: queryArg.updateUserSettingsDto,
      }),
    }),
    getUserProfile: build.query<GetUserProfileApiResponse, GetUserProfileApiArg>({
      query: (queryArg) => ({ url: `/api/users/profile/${encodeURIComponent(String(queryArg.username))}` }),
    }),
    listWebhooks: build.query<ListWebhooksApiResponse, ListWebhooksApiArg>({
      query: () => ({ url: `/api/webhooks` }),
    }),
    createWebhook: build.mutation<CreateWebhookApiResponse, CreateWebhookApiArg>({
      query: (queryArg) => ({ url: `/api/webhooks`, method: 'POST', body: queryArg.createWebhookDto }),
    }),
    deleteWebhook: build.mutation<DeleteWebhookApiResponse, DeleteWebhookApiArg>({
      query: (queryArg) => ({
        url: `/api/webhooks/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    listWebhookDeliveries: build.query<ListWebhookDeliveriesApiResponse, ListWebhookDeliveriesApiArg>({
      query: (queryArg) => ({ url: `/api/webhooks/${encodeURIComponent(String(queryArg.id))}/deliveries` }),
    }),
    replayWebhookDelivery: build.mutation<ReplayWebhookDeliveryApiResponse, ReplayWebhookDeliveryApiArg>({
      query: (queryArg) => ({
        url: `/api/webhooks/${encodeURIComponent(String(queryArg.id))}/deliveries/${encodeURIComponent(String(queryArg.deliveryId))}/replay`,
        method: 'POST',
      }),
    }),
    rollWebhookSecret: build.mutation<RollWebhookSecretApiResponse, RollWebhookSecretApiArg>({
      query: (queryArg) => ({
        url: `/api/webhooks/${encodeURIComponent(String(queryArg.id))}/secret`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as dashboardApi };
export type SetAvatarApiResponse = /** status 200  */ AvatarSet;
export type SetAvatarApiArg = {
  setAvatarDto: SetAvatarDto;
};
export type ListConnectionsApiResponse = /** status 200  */ ConnectionPage;
export type ListConnectionsApiArg = {
  /** Case-insensitive search over first name, last name and username (trimmed) */
  q?: string;
  /** name: first then last name; username; recent: newest connection first */
  sort?: 'name' | 'username' | 'recent';
  page?: number;
  limit?: number;
};
export type CreateConnectionApiResponse =
  /** status 200 Already connected */ Connection | /** status 201 Connected now */ Connection;
export type CreateConnectionApiArg = {
  createConnectionDto: CreateConnectionDto;
};
export type GetConnectionStatusApiResponse = /** status 200  */ ConnectionStatus;
export type GetConnectionStatusApiArg = {
  userId: string;
};
export type ListDashboardEventsApiResponse = /** status 200  */ DashboardEvent[];
export type ListDashboardEventsApiArg = void;
export type CreateEventApiResponse = /** status 201  */ EventDetail;
export type CreateEventApiArg = {
  createEventDto: CreateEventDto;
};
export type GetEventByIdApiResponse = /** status 200  */ EventById;
export type GetEventByIdApiArg = {
  id: string;
};
export type GetRsvpStatsApiResponse = /** status 200  */ RsvpStats;
export type GetRsvpStatsApiArg = void;
export type ListEventRsvpsWithUsersApiResponse = /** status 200  */ RsvpWithUser[];
export type ListEventRsvpsWithUsersApiArg = {
  eventId: string;
  /** The invite code of the event's invitation link, for an invite-only event (ADR 0038) */
  invite?: string;
};
export type SendAnnouncementApiResponse =
  /** status 202 Stored; delivery is under way */ AnnouncementAccepted;
export type SendAnnouncementApiArg = {
  eventId: string;
  sendAnnouncementDto: SendAnnouncementDto;
};
export type ListAnnouncementsApiResponse = /** status 200  */ AnnouncementSummary[];
export type ListAnnouncementsApiArg = {
  eventId: string;
};
export type ListAnnouncementRecipientsApiResponse = /** status 200  */ RecipientDelivery[];
export type ListAnnouncementRecipientsApiArg = {
  eventId: string;
  announcementId: string;
};
export type RecordCheckInsApiResponse = /** status 200  */ CheckInResults;
export type RecordCheckInsApiArg = {
  eventId: string;
  checkInBatch: CheckInBatch;
};
export type ExportCheckInsApiResponse =
  /** status 200 A CSV file with a header row (UTF-8 with a byte-order mark), named after the event title */ string;
export type ExportCheckInsApiArg = {
  eventId: string;
};
export type AdmitAnywayApiResponse = /** status 200  */ ScanResult;
export type AdmitAnywayApiArg = {
  eventId: string;
  scanId: string;
  overrideReasonDto: OverrideReasonDto;
};
export type UndoCheckInApiResponse = /** status 200  */ ScanResult;
export type UndoCheckInApiArg = {
  eventId: string;
  scanId: string;
  overrideReasonDto: OverrideReasonDto;
};
export type GetDoorGuestsApiResponse = /** status 200  */ DoorGuestList;
export type GetDoorGuestsApiArg = {
  eventId: string;
};
export type GetDoorKeysApiResponse = /** status 200  */ DoorKeys;
export type GetDoorKeysApiArg = {
  eventId: string;
};
export type RotateDoorKeyApiResponse = /** status 200  */ DoorKeys;
export type RotateDoorKeyApiArg = {
  eventId: string;
};
export type ListDoorPassesApiResponse = /** status 200  */ DoorPass[];
export type ListDoorPassesApiArg = {
  eventId: string;
};
export type CreateDoorPassApiResponse = /** status 201  */ NewDoorPass;
export type CreateDoorPassApiArg = {
  eventId: string;
  createDoorPassDto: CreateDoorPassDto;
};
export type SignInWithDoorPassApiResponse = /** status 200  */ DoorPassSignedIn;
export type SignInWithDoorPassApiArg = {
  eventId: string;
  doorPassSignInDto: DoorPassSignInDto;
};
export type RevokeDoorPassApiResponse = unknown;
export type RevokeDoorPassApiArg = {
  eventId: string;
  passId: string;
};
export type GetDoorStatsApiResponse = /** status 200  */ DoorStats;
export type GetDoorStatsApiArg = {
  eventId: string;
};
export type RegenerateInviteCodeApiResponse = /** status 200  */ InviteLink;
export type RegenerateInviteCodeApiArg = {
  eventId: string;
};
export type ApproveRsvpsApiResponse = /** status 200  */ RequestsDecided;
export type ApproveRsvpsApiArg = {
  eventId: string;
  rsvpIdsDto: RsvpIdsDto;
};
export type DeclineRsvpsApiResponse = /** status 200  */ RequestsDecided;
export type DeclineRsvpsApiArg = {
  eventId: string;
  rsvpIdsDto: RsvpIdsDto;
};
export type ListEventTicketsApiResponse = /** status 200  */ EventTickets;
export type ListEventTicketsApiArg = {
  eventId: string;
};
export type IssueTicketApiResponse = /** status 201  */ IssuedTicket;
export type IssueTicketApiArg = {
  eventId: string;
  issueTicketDto: IssueTicketDto;
};
export type OfferWaitlistPlacesApiResponse = /** status 201  */ WaitlistOffer;
export type OfferWaitlistPlacesApiArg = {
  eventId: string;
  offerByHandDto: OfferByHandDto;
};
export type ListWaitlistPartiesApiResponse = /** status 200  */ WaitlistParty[];
export type ListWaitlistPartiesApiArg = {
  eventId: string;
};
export type DeleteEventApiResponse = /** status 200  */ Success;
export type DeleteEventApiArg = {
  /** The event's id */
  event: string;
};
export type UpdateEventApiResponse = /** status 200  */ EventDetail;
export type UpdateEventApiArg = {
  /** The event's id */
  event: string;
  createEventDto: CreateEventDto;
};
export type ListNotificationsApiResponse = /** status 200  */ Inbox;
export type ListNotificationsApiArg = {
  limit?: number;
};
export type MarkAllNotificationsReadApiResponse = /** status 200  */ UnreadCount;
export type MarkAllNotificationsReadApiArg = void;
export type MarkNotificationReadApiResponse = /** status 200  */ UnreadCount;
export type MarkNotificationReadApiArg = {
  notificationId: string;
};
export type PublishUploadApiResponse = /** status 200  */ PublishedMedia;
export type PublishUploadApiArg = {
  publishUploadDto: PublishUploadDto;
};
export type RequestUploadApiResponse = /** status 200  */ UploadTarget;
export type RequestUploadApiArg = {
  requestUploadDto: RequestUploadDto;
};
export type ListQrCodesApiResponse = /** status 200  */ QrCodeList;
export type ListQrCodesApiArg = void;
export type CreateQrCodeApiResponse =
  | /** status 200 The caller already has a code for this address */ QrCode
  | /** status 201 Created now */ QrCode;
export type CreateQrCodeApiArg = {
  createQrCodeDto: CreateQrCodeDto;
};
export type DeleteQrCodeApiResponse = unknown;
export type DeleteQrCodeApiArg = {
  codeId: string;
};
export type UpdateRsvpStatusApiResponse = /** status 200  */ RsvpWithUser;
export type UpdateRsvpStatusApiArg = {
  rsvpId: string;
  updateRsvpStatusDto: UpdateRsvpStatusDto;
};
export type SignupApiResponse = /** status 201 Account created; the session is logged in */ AuthSuccessDto;
export type SignupApiArg = {
  signupDto: SignupDto;
};
export type ListThemesApiResponse = /** status 200  */ Theme[];
export type ListThemesApiArg = void;
export type ListAccessTokensApiResponse = /** status 200  */ AccessToken[];
export type ListAccessTokensApiArg = void;
export type CreateAccessTokenApiResponse = /** status 201  */ NewAccessToken;
export type CreateAccessTokenApiArg = {
  createAccessTokenDto: CreateAccessTokenDto;
};
export type RevokeAccessTokenApiResponse = unknown;
export type RevokeAccessTokenApiArg = {
  id: string;
};
export type DeleteAccountApiResponse = /** status 200  */ Success;
export type DeleteAccountApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type ListAttendingEventsApiResponse = /** status 200  */ AttendingEvent[];
export type ListAttendingEventsApiArg = void;
export type GetCalendarFeedApiResponse = /** status 200  */ CalendarFeed;
export type GetCalendarFeedApiArg = void;
export type RegenerateCalendarFeedApiResponse = /** status 200  */ CalendarFeed;
export type RegenerateCalendarFeedApiArg = void;
export type ChangePasswordApiResponse = /** status 200  */ Success;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type GetOwnProfileApiResponse = /** status 200  */ OwnProfile;
export type GetOwnProfileApiArg = void;
export type UpdateProfileApiResponse = /** status 200  */ OwnProfile;
export type UpdateProfileApiArg = {
  updateAccountDto: UpdateAccountDto;
};
export type UpdateProfileEnhancedApiResponse = /** status 200  */ OwnProfile;
export type UpdateProfileEnhancedApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type GetUserSettingsApiResponse = /** status 200  */ UserSettings;
export type GetUserSettingsApiArg = void;
export type UpdateUserSettingsApiResponse = /** status 200  */ UserSettings;
export type UpdateUserSettingsApiArg = {
  updateUserSettingsDto: UpdateUserSettingsDto;
};
export type GetUserProfileApiResponse = /** status 200  */ PublicProfile;
export type GetUserProfileApiArg = {
  username: string;
};
export type ListWebhooksApiResponse = /** status 200  */ Webhook[];
export type ListWebhooksApiArg = void;
export type CreateWebhookApiResponse = /** status 201  */ WebhookWithSecret;
export type CreateWebhookApiArg = {
  createWebhookDto: CreateWebhookDto;
};
export type DeleteWebhookApiResponse = unknown;
export type DeleteWebhookApiArg = {
  id: string;
};
export type ListWebhookDeliveriesApiResponse = /** status 200  */ WebhookDelivery[];
export type ListWebhookDeliveriesApiArg = {
  id: string;
};
export type ReplayWebhookDeliveryApiResponse = /** status 202 Attempt queued */ WebhookReplay;
export type ReplayWebhookDeliveryApiArg = {
  id: string;
  deliveryId: string;
};
export type RollWebhookSecretApiResponse = /** status 201  */ WebhookWithSecret;
export type RollWebhookSecretApiArg = {
  id: string;
};
export type AvatarSet = {
  /** The published avatar (512 px WebP); avatar-thumb.webp beside it is 128 px. */
  avatarUrl: string;
  /** Its storage key */
  objectPath: string;
  success: true;
};
export type FieldError = {
  field: string;
  message: string;
};
export type ProblemDetails = {
  /** Stable error code (docs/api-contract.md) */
  code: string;
  detail: string;
  /** Present on validation failures only */
  errors?: FieldError[];
  /** This occurrence: urn:request:<id>, the id also sent in the X-Request-Id header and logged */
  instance: string;
  status: number;
  title: string;
  type: string;
  /** RSVP.CAPACITY_REACHED only: true when the full event has a waitlist to join (POST /api/events/{slug}/waitlist) */
  waitlist?: boolean;
};
export type SetAvatarDto = {
  /** The upload address (objectURL) of the new picture */
  avatarURL: string;
};
export type ConnectionListItem = {
  avatar: string | null;
  bio: string | null;
  /** When the caller connected */
  createdAt: string;
  firstName: string;
  /** The connection */
  id: string;
  isVerified: boolean;
  lastName: string;
  location: string | null;
  status: 'accepted';
  /** The connected user */
  userId: string;
  username: string;
};
export type Pagination = {
  hasNext: boolean;
  hasPrev: boolean;
  limit: number;
  page: number;
  total: number;
  totalPages: number;
};
export type ConnectionPage = {
  connections: ConnectionListItem[];
  pagination: Pagination;
};
export type Connection = {
  createdAt: string;
  id: string;
  status: 'accepted';
  toUserId: string;
};
export type CreateConnectionDto = {
  /** The user to connect with (or userId) */
  toUserId?: string;
  /** The user to connect with (or toUserId) */
  userId?: string;
};
export type ConnectionStatus = {
  /** accepted once the caller connected with the user; none otherwise (and for oneself) */
  status: 'accepted' | 'none';
};
export type LocationReveal = {
  /** Hours before the start, for before-start (required there); null otherwise */
  hoursBefore: number | null;
  /** public: everyone; on-rsvp: guests whose RSVP stands; before-start: guests who hold a place, from hoursBefore hours before the start; at-check-in: guests once checked in. The host always. */
  mode: 'public' | 'on-rsvp' | 'before-start' | 'at-check-in';
};
export type RsvpCounts = {
  cantGo: number;
  going: number;
  /** 1 + plus-ones for each going RSVP */
  headcount: number;
  maybe: number;
  total: number;
  /** Parties on the waitlist: while any wait, freed places go to them first */
  waiting: number;
};
export type DashboardEvent = {
  ageRestriction: string | null;
  /** A guest's plus-ones are links friends claim as their own RSVPs (POST /api/events/{slug}/rsvp/invitations) */
  allowGuestInvites: boolean;
  /** Guests who left may come back in at the door */
  allowReentry: boolean;
  ctaButtonLabel: string;
  /** Start instant */
  dateTime: string;
  description: string | null;
  /** Badge: Draft, Upcoming, Live now (from its start to its end), or Past */
  displayStatus: 'draft' | 'upcoming' | 'live' | 'past';
  /** Shown with the location, under the same rule; null when hidden or unset */
  doorInstructions: string | null;
  dressCode: string | null;
  eventDate: string;
  eventTime: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  /** Empty for signed-out callers */
  galleryImages: string[];
  /** The caller gets the guest list (GET /api/events/rsvps-with-users) */
  guestListShared: boolean;
  /** Who the host shares the guest list with: signed-in users, guests who hold a place, or the host alone */
  guestListVisibility: 'signed-in' | 'guests' | 'host';
  /** The location is not for everyone: locationReveal.mode is not 'public' */
  hideLocationUntilRsvp: boolean;
  highlights: string[];
  hostAvatar: string | null;
  hostId: string;
  hostName: string;
  hostUsername: string;
  id: string;
  isDraft: boolean;
  /** Invite only (ADR 0038): listed nowhere; its page and RSVP need the invitation link (`?invite=`) */
  isPrivate: boolean;
  isPublished: boolean;
  /** null when hidden from the caller */
  location: string | null;
  locationHidden: boolean;
  /** How the caller gets to see a hidden location; null when it is shown */
  locationNote: string | null;
  locationReveal: LocationReveal;
  maxCapacity: number | null;
  musicGenres: string[];
  /** Guests holding a place may share the invitation link of an invite-only event */
  openInvite: boolean;
  posterUrl: string | null;
  price: string | null;
  /** Going guests are asked on the day to reconfirm (ADR 0028) */
  reconfirm: boolean;
  /** Hours before the start the guests are asked */
  reconfirmAskHours: number;
  /** Hours before the start the places of those who did not reconfirm are released */
  reconfirmDeadlineHours: number;
  /** RSVPs are requests until the host approves them (status 'pending') */
  requireApproval: boolean;
  rsvpCounts: RsvpCounts;
  slug: string;
  status: 'upcoming' | 'past';
  tagline: string | null;
  themeId: string | null;
  ticketUrl: string | null;
  timeZone: string;
  title: string;
  unlimitedSpots: boolean;
  /** The host keeps a waitlist: a full event with a capacity (and no approval step) takes one */
  waitlist: boolean;
};
export type CalendarLinks = {
  /** Google Calendar's page adding the event */
  google: string;
  /** The .ics file (this API) */
  ics: string;
  /** Outlook on the web's page adding the event */
  outlook: string;
};
export type UserRsvp = {
  createdAt: string;
  emoji: string | null;
  guestEmail: string | null;
  guestName: string;
  id: string;
  message: string | null;
  plusOnes: number;
  /** When the guest reconfirmed on the day (POST /api/events/{slug}/rsvp/reconfirm) */
  reconfirmedAt: string | null;
  response: 'going' | 'maybe' | 'cant_go';
  status: string;
};
export type EventDetail = {
  ageRestriction: string | null;
  /** A guest's plus-ones are links friends claim as their own RSVPs (POST /api/events/{slug}/rsvp/invitations) */
  allowGuestInvites: boolean;
  /** Guests who left may come back in at the door */
  allowReentry: boolean;
  /** Add to calendar; the location only as the caller may see it */
  calendarLinks: CalendarLinks;
  ctaButtonLabel: string;
  /** Start instant */
  dateTime: string;
  description: string | null;
  /** Shown with the location, under the same rule; null when hidden or unset */
  doorInstructions: string | null;
  dressCode: string | null;
  eventDate: string;
  eventTime: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  /** Empty for signed-out callers */
  galleryImages: string[];
  /** The caller gets the guest list (GET /api/events/rsvps-with-users) */
  guestListShared: boolean;
  /** Who the host shares the guest list with: signed-in users, guests who hold a place, or the host alone */
  guestListVisibility: 'signed-in' | 'guests' | 'host';
  /** The caller hid their RSVP from the guest list others see (PATCH /api/events/{slug}/rsvp {hidden}) */
  hiddenFromGuestList: boolean;
  /** The location is not for everyone: locationReveal.mode is not 'public' */
  hideLocationUntilRsvp: boolean;
  highlights: string[];
  hostAvatar: string | null;
  /** The host's email for 'Contact Host'; only for callers with an RSVP and the host */
  hostEmail: string | null;
  hostId: string;
  hostName: string;
  hostUsername: string;
  id: string;
  /** The invite-only event's invitation link (a path on this site), for the host and, with openInvite, guests who hold a place; else null */
  inviteLink: string | null;
  /** Invite only (ADR 0038): listed nowhere; its page and RSVP need the invitation link (`?invite=`) */
  isPrivate: boolean;
  /** null when hidden from the caller */
  location: string | null;
  locationHidden: boolean;
  /** How the caller gets to see a hidden location; null when it is shown */
  locationNote: string | null;
  locationReveal: LocationReveal;
  maxCapacity: number | null;
  musicGenres: string[];
  /** Guests holding a place may share the invitation link of an invite-only event */
  openInvite: boolean;
  posterUrl: string | null;
  price: string | null;
  /** Going guests are asked on the day to reconfirm (ADR 0028) */
  reconfirm: boolean;
  /** Hours before the start the guests are asked */
  reconfirmAskHours: number;
  /** Hours before the start the places of those who did not reconfirm are released */
  reconfirmDeadlineHours: number;
  /** RSVPs are requests until the host approves them (status 'pending') */
  requireApproval: boolean;
  rsvpCounts: RsvpCounts;
  slug: string;
  status: 'upcoming' | 'past';
  tagline: string | null;
  themeId: string | null;
  ticketUrl: string | null;
  timeZone: string;
  title: string;
  unlimitedSpots: boolean;
  /** The caller's RSVP */
  userRsvp: UserRsvp | null;
  /** The host keeps a waitlist: a full event with a capacity (and no approval step) takes one */
  waitlist: boolean;
};
export type LocationRevealPayload = {
  /** Required for before-start */
  hoursBefore?: number | null;
  mode: 'public' | 'on-rsvp' | 'before-start' | 'at-check-in';
};
export type CreateEventDto = {
  /** Default: "21+". */
  ageRestriction?:
    | ('All Ages' | '18+' | '21+' | '25+' | '30+' | '40+' | null)
    | ('All Ages' | '18+' | '21+' | '25+' | '30+' | '40+' | null);
  /** Default: false. */
  allowGuestInvites?: boolean;
  /** Default: false. */
  allowReentry?: boolean;
  /** Default 'Buy Tickets' */
  ctaButtonLabel?: string | null;
  /** Older name of eventDate */
  date?: string;
  description?: string | null;
  /** Shown with the location, under the same reveal rule */
  doorInstructions?: string | null;
  dressCode?: string | null;
  /** HH:MM, 24-hour wall-clock time in timeZone; earlier than the start means the next day */
  endTime?: string | null;
  /** Required (or its older name date). YYYY-MM-DD (the text form 'MARCH 5, 2025' is also read), a calendar date in timeZone (not UTC); not before today there. An edit may keep a date that has passed. */
  eventDate?: string;
  /** http(s) URL */
  flyerImageUrl?: string | null;
  /** http(s) URL */
  flyerVideoUrl?: string | null;
  /** http(s) URLs */
  galleryImages?: string[];
  /** http(s) URLs */
  galleryVideos?: string[];
  /** Who sees the guest list: signed-in (every signed-in user), guests (guests who hold a place), host (the host alone) Default: "signed-in". */
  guestListVisibility?: ('signed-in' | 'guests' | 'host' | null) | ('signed-in' | 'guests' | 'host' | null);
  /** Enable group orders Default: false. */
  hasGroupOrder?: boolean;
  /** The older form of locationReveal: true is {mode: 'on-rsvp'}; ignored when locationReveal is sent Default: false. */
  hideLocationUntilRsvp?: boolean;
  /** One entry per line; blank entries are dropped */
  highlights?: string[];
  /** true: saved for later, not visible to the public Default: false. */
  isDraft?: boolean;
  /** Invite only: listed nowhere, and its page and RSVP need the invitation link (the host shares it; with openInvite, guests too) Default: false. */
  isPrivate?: boolean;
  location?: string | null;
  /** Who sees the location and the door instructions, and when. Default: from hideLocationUntilRsvp (true: on-rsvp, else public). */
  locationReveal?: LocationRevealPayload;
  /** Required when unlimitedSpots is false, refused otherwise */
  maxCapacity?: number | null;
  /** One entry per line; blank entries are dropped */
  musicGenres?: string[];
  /** Anyone can join Default: false. */
  openInvite?: boolean;
  /** http(s) URLs */
  partnerLogos?: string[];
  /** One entry per line; blank entries are dropped */
  partnerNames?: string[];
  /** http(s) URL */
  playlistLink?: string | null;
  /** http(s) URL */
  posterUrl?: string | null;
  price?: string | null;
  /** Default: false. */
  reconfirm?: boolean;
  /** Default: 6. */
  reconfirmAskHours?: number | null;
  /** Default: 2. */
  reconfirmDeadlineHours?: number | null;
  /** http(s) URL */
  registryLink?: string | null;
  /** Whole hours before the start; absent is the default, [] is none Default: [24,2]. */
  reminderHours?: number[];
  /** Default: false. */
  requireApproval?: boolean;
  /** Derived from the title when empty; a numeric suffix is added on conflict */
  slug?: string | null;
  /** HH:MM, 24-hour wall-clock time in timeZone ('8:00 PM' is also read); default 20:00 */
  startTime?: string | null;
  tagline?: string | null;
  /** A theme id from GET /api/themes; default neon-nights */
  themeId?: string | null;
  /** http(s) URL */
  ticketUrl?: string | null;
  /** IANA zone the date and times are read in; default America/Chicago */
  timeZone?: string | null;
  title: string;
  /** Default: true. */
  unlimitedSpots?: boolean;
  /** Default: false. */
  useVideoInsteadOfImage?: boolean;
  /** A full event with a capacity (and no approval step) offers a waitlist; freed places are offered to waiting parties in order Default: true. */
  waitlist?: boolean;
  /** Hours a waiting party has to accept an offer of freed places; shorter as the start nears (at most half the time left, at least 15 minutes) Default: 2. */
  waitlistOfferHours?: number | null;
};
export type EventFormValues = {
  ageRestriction: 'All Ages' | '18+' | '21+' | '25+' | '30+' | '40+';
  allowGuestInvites: boolean;
  allowReentry: boolean;
  ctaButtonLabel: string;
  description: string | null;
  doorInstructions: string | null;
  dressCode: string | null;
  endTime: string | null;
  /** YYYY-MM-DD in timeZone */
  eventDate: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  galleryImages: string[];
  galleryVideos: string[];
  guestListVisibility: 'signed-in' | 'guests' | 'host';
  hasGroupOrder: boolean;
  highlights: string[];
  isDraft: boolean;
  isPrivate: boolean;
  location: string | null;
  locationReveal: LocationReveal;
  maxCapacity: number | null;
  musicGenres: string[];
  openInvite: boolean;
  partnerLogos: string[];
  partnerNames: string[];
  playlistLink: string | null;
  posterUrl: string | null;
  price: string | null;
  reconfirm: boolean;
  reconfirmAskHours: number;
  reconfirmDeadlineHours: number;
  registryLink: string | null;
  reminderHours: number[];
  requireApproval: boolean;
  slug: string;
  /** HH:MM in timeZone */
  startTime: string;
  tagline: string | null;
  themeId: string;
  ticketUrl: string | null;
  timeZone: string;
  title: string;
  unlimitedSpots: boolean;
  useVideoInsteadOfImage: boolean;
  waitlist: boolean;
  waitlistOfferHours: number;
};
export type EventById = {
  ageRestriction: string | null;
  /** A guest's plus-ones are links friends claim as their own RSVPs (POST /api/events/{slug}/rsvp/invitations) */
  allowGuestInvites: boolean;
  /** Guests who left may come back in at the door */
  allowReentry: boolean;
  /** Add to calendar; the location only as the caller may see it */
  calendarLinks: CalendarLinks;
  ctaButtonLabel: string;
  /** Start instant */
  dateTime: string;
  description: string | null;
  /** Shown with the location, under the same rule; null when hidden or unset */
  doorInstructions: string | null;
  dressCode: string | null;
  eventDate: string;
  eventTime: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  /** The edit form's values; only for the event's host */
  form: EventFormValues | null;
  /** Empty for signed-out callers */
  galleryImages: string[];
  /** The caller gets the guest list (GET /api/events/rsvps-with-users) */
  guestListShared: boolean;
  /** Who the host shares the guest list with: signed-in users, guests who hold a place, or the host alone */
  guestListVisibility: 'signed-in' | 'guests' | 'host';
  /** The caller hid their RSVP from the guest list others see (PATCH /api/events/{slug}/rsvp {hidden}) */
  hiddenFromGuestList: boolean;
  /** The location is not for everyone: locationReveal.mode is not 'public' */
  hideLocationUntilRsvp: boolean;
  highlights: string[];
  hostAvatar: string | null;
  /** The host's email for 'Contact Host'; only for callers with an RSVP and the host */
  hostEmail: string | null;
  hostId: string;
  hostName: string;
  hostUsername: string;
  id: string;
  /** The invite-only event's invitation link (a path on this site), for the host and, with openInvite, guests who hold a place; else null */
  inviteLink: string | null;
  /** Invite only (ADR 0038): listed nowhere; its page and RSVP need the invitation link (`?invite=`) */
  isPrivate: boolean;
  /** null when hidden from the caller */
  location: string | null;
  locationHidden: boolean;
  /** How the caller gets to see a hidden location; null when it is shown */
  locationNote: string | null;
  locationReveal: LocationReveal;
  maxCapacity: number | null;
  musicGenres: string[];
  /** Guests holding a place may share the invitation link of an invite-only event */
  openInvite: boolean;
  posterUrl: string | null;
  price: string | null;
  /** Going guests are asked on the day to reconfirm (ADR 0028) */
  reconfirm: boolean;
  /** Hours before the start the guests are asked */
  reconfirmAskHours: number;
  /** Hours before the start the places of those who did not reconfirm are released */
  reconfirmDeadlineHours: number;
  /** RSVPs are requests until the host approves them (status 'pending') */
  requireApproval: boolean;
  rsvpCounts: RsvpCounts;
  slug: string;
  status: 'upcoming' | 'past';
  tagline: string | null;
  themeId: string | null;
  ticketUrl: string | null;
  timeZone: string;
  title: string;
  unlimitedSpots: boolean;
  /** The caller's RSVP */
  userRsvp: UserRsvp | null;
  /** The host keeps a waitlist: a full event with a capacity (and no approval step) takes one */
  waitlist: boolean;
};
export type RsvpStats = {
  /** Events the caller RSVPd going to */
  attendingCount: number;
  totalGoing: number;
  totalMaybe: number;
  /** Plus-ones over every RSVP to the caller's events */
  totalPlusOnes: number;
  /** RSVPs to the caller's events */
  totalRsvps: number;
};
export type RsvpUser = {
  avatar: string | null;
  firstName: string;
  id: string;
  isVerified: boolean;
  lastName: string;
  location: string | null;
  username: string;
};
export type RsvpWithUser = {
  createdAt: string;
  emoji: string | null;
  guestName: string;
  /** The attendee hid themselves from the guest list; only the host and the attendee see such a row */
  hidden: boolean;
  id: string;
  message: string | null;
  /** The RSVP whose +1 link this guest claimed: they came in that guest's party (its id; the list may not show it). null otherwise */
  partyOf: string | null;
  plusOnes: number;
  /** When the guest reconfirmed on the day (events with reconfirmation); null otherwise */
  reconfirmedAt: string | null;
  response: 'going' | 'maybe' | 'cant_go';
  /** 'pending' (a request) only in its event's host's view */
  status: 'confirmed' | 'declined' | 'checked_in' | 'pending' | 'waitlisted' | 'offered';
  user: RsvpUser | null;
  userId: string | null;
};
export type AnnouncementAccepted = {
  createdAt: string;
  id: string;
  recipientCount: number;
};
export type SendAnnouncementDto = {
  message: string;
  /** RSVP ids of this event (GET /api/events/rsvps-with-users); anything else refuses the whole announcement */
  recipientIds: string[];
};
export type AnnouncementCounts = {
  /** In the attendees’ inboxes */
  delivered: number;
  emailed: number;
  /** Emails that failed for good */
  failed: number;
  /** Recipients without their inbox entry yet, plus emails still to send */
  queued: number;
  read: number;
};
export type AnnouncementSummary = {
  counts: AnnouncementCounts;
  createdAt: string;
  id: string;
  message: string;
  recipientCount: number;
};
export type RecipientDelivery = {
  deliveredAt: string | null;
  /** none: the attendee turned email notifications off */
  email: 'none' | 'queued' | 'sent' | 'failed';
  emailError: string | null;
  /** none: a guest RSVP without an account has no inbox */
  inApp: 'queued' | 'delivered' | 'none';
  name: string;
  readAt: string | null;
  response: 'going' | 'maybe' | 'cant_go';
  rsvpId: string;
  username: string | null;
};
export type FirstEntry = {
  at: string;
  deviceId: string;
};
export type ScanResult = {
  /** How many of the party this scan let in */
  admitted: number;
  /** How many of the party are in so far */
  arrived: number;
  firstEntry: FirstEntry | null;
  guestName: string | null;
  partySize: number | null;
  /** Why a scan was refused */
  reason: string | null;
  scanId: string;
  ticketId: string | null;
  verdict: 'admitted' | 'duplicate' | 'invalid' | 'revoked' | 'exited';
};
export type CheckInResults = {
  /** One per scan, in the order sent */
  results: ScanResult[];
};
export type DoorScan = {
  /** The code read from the QR (or send ticketId) */
  code?: string;
  /** How many of the party enter or leave */
  count: number;
  /** The door device */
  deviceId: string;
  kind: 'entry' | 'exit';
  /** The device's own id for this scan: a replay changes nothing */
  scanId: string;
  /** When the device scanned */
  scannedAt: string;
  /** A ticket found by name (or send code) */
  ticketId?: string;
};
export type CheckInBatch = {
  scans: DoorScan[];
};
export type OverrideReasonDto = {
  /** Kept with the override */
  reason: string;
};
export type DoorGuest = {
  /** How many of the party came in */
  arrived: number;
  firstEntry: FirstEntry | null;
  /** How many of the party are inside now */
  inside: number;
  name: string;
  partySize: number;
  ticketId: string;
  tier: 'general' | 'vip' | 'backstage';
  /** The current code version: others do not admit */
  version: number;
};
export type DoorGuestList = {
  /** Guests who left may come back in */
  allowReentry: boolean;
  eventTitle: string;
  /** By name */
  guests: DoorGuest[];
  startsAt: string;
};
export type DoorKey = {
  createdAt: string;
  /** Key id, 4 bytes in hex: carried by every code it signs */
  kid: string;
  /** The raw 32-byte Ed25519 public key, base64url without padding */
  publicKey: string;
};
export type RevokedTicket = {
  /** Codes of this ticket up to this version (included) are revoked */
  throughVersion: number;
  /** The ticket (its RSVP) */
  ticketId: string;
};
export type DoorKeys = {
  /** The keys codes of this event are signed with */
  keys: DoorKey[];
  revoked: RevokedTicket[];
};
export type DoorPass = {
  createdAt: string;
  expiresAt: string;
  id: string;
  lastUsedAt: string | null;
  name: string;
  role: 'scanner' | 'supervisor';
  state: 'active' | 'expired' | 'revoked' | 'locked';
};
export type NewDoorPass = {
  createdAt: string;
  expiresAt: string;
  id: string;
  lastUsedAt: string | null;
  name: string;
  /** The PIN: shown this once */
  pin: string;
  role: 'scanner' | 'supervisor';
  state: 'active' | 'expired' | 'revoked' | 'locked';
  /** The secret of the pass's link (/door/{eventId}?pass={token}): shown this once */
  token: string;
};
export type CreateDoorPassDto = {
  /** Default: 6 hours after the event's end */
  expiresAt?: string;
  name: string;
  /** Default: "scanner". */
  role?: 'scanner' | 'supervisor';
};
export type DoorPassSignedIn = {
  eventId: string;
  name: string;
  role: 'scanner' | 'supervisor';
};
export type DoorPassSignInDto = {
  pin: string;
  /** The secret in the pass's link */
  token: string;
};
export type DoorDevice = {
  arrived: number;
  deviceId: string;
  exited: number;
  /** Came back in after leaving */
  reentered: number;
};
export type DoorStats = {
  /** People admitted so far */
  arrived: number;
  /** Per door device */
  doors: DoorDevice[];
  /** Places held by the guest list */
  expected: number;
  /** People inside now */
  inside: number;
  /** Expected and not arrived */
  noShows: number;
};
export type InviteLink = {
  /** The event's invitation link, a path on this site */
  inviteLink: string;
};
export type RefusedRequest = {
  /** RSVP.CAPACITY_REACHED, RSVP.NOT_PENDING or RSVP.NOT_FOUND */
  code: string;
  detail: string;
  rsvpId: string;
};
export type RequestsDecided = {
  /** Approved (or declined), in the order sent */
  decided: string[];
  /** The others, each with why; they stay as they were */
  refused: RefusedRequest[];
};
export type RsvpIdsDto = {
  /** RSVPs of this event waiting for approval, decided in this order */
  rsvpIds: string[];
};
export type IssuedTicket = {
  guestName: string;
  id: string;
  issuedAt: string;
  label: string;
  price: string;
  rsvpId: string;
  ticketType: 'general' | 'vip' | 'backstage';
};
export type TicketTypeSummary = {
  /** null: unlimited */
  cap: number | null;
  issued: number;
  label: string;
  price: string;
  ticketType: 'general' | 'vip' | 'backstage';
};
export type EventTickets = {
  eventSlug: string;
  eventTitle: string;
  tickets: IssuedTicket[];
  types: TicketTypeSummary[];
};
export type IssueTicketDto = {
  /** The RSVP (attendee) that gets the ticket */
  rsvpId: string;
  ticketType: 'general' | 'vip' | 'backstage';
};
export type WaitlistOffer = {
  /** After this the places pass to the next party */
  expiresAt: string;
  id: string;
  /** The places it holds: the whole party */
  places: number;
  /** The event's zone, which the deadline is told in */
  timeZone: string;
};
export type OfferByHandDto = {
  /** The waiting party's RSVP id */
  rsvpId: string;
};
export type WaitlistParty = {
  guestName: string;
  joinedAt: string;
  offer: WaitlistOffer | null;
  partySize: number;
  /** Turn among the waiting; null once offered */
  position: number | null;
  rsvpId: string;
  status: 'waitlisted' | 'offered';
  userId: string | null;
};
export type Success = {
  success: true;
};
export type Notification = {
  eventId: string;
  eventSlug: string;
  eventTitle: string;
  hostName: string;
  id: string;
  /** 'announcement': a message from the event's host; otherwise a notice about the user's own RSVP */
  kind:
    | 'announcement'
    | 'request.approved'
    | 'request.declined'
    | 'reminder'
    | 'location.revealed'
    | 'waitlist.offered'
    | 'waitlist.expired'
    | 'reconfirm.asked'
    | 'reconfirm.released';
  message: string;
  readAt: string | null;
  sentAt: string;
};
export type Inbox = {
  notifications: Notification[];
  unreadCount: number;
};
export type UnreadCount = {
  unreadCount: number;
};
export type PublishedMedia = {
  /** From the checked bytes: image/webp for images */
  contentType: string;
  kind: 'avatar' | 'flyer-image' | 'flyer-video' | 'default';
  mediaClass: 'image' | 'video';
  /** Its storage key */
  objectPath: string;
  /** Bytes of the main variant */
  size: number;
  /** The address to store (the main variant: full-size image, avatar, or the video). */
  url: string;
  /** Every size by name: full and card (flyers, other images), avatar and avatar-thumb, or video. */
  variants: {
    [key: string]: string;
  };
};
export type PublishUploadDto = {
  /** Check and publish it as this kind (default: the kind it was uploaded as). */
  kind?: 'avatar' | 'flyer-image' | 'flyer-video' | 'default';
  /** An upload address (objectURL) of the caller */
  objectURL: string;
};
export type UploadTarget = {
  expiresAt: string;
  kind: 'avatar' | 'flyer-image' | 'flyer-video' | 'default';
  /** Largest accepted size in bytes */
  maxBytes: number;
  /** The upload address without its query: hand it back to publish or set the avatar. */
  objectURL: string;
  /** PUT the file here (one file, its Content-Type as header) before expiresAt. Relative to this site for local storage. */
  uploadURL: string;
};
export type RequestUploadDto = {
  /** What the file is for, which sets its limit: avatar (image, 5 MB), flyer-image (image, 10 MB), flyer-video (video, 50 MB), default (image, 10 MB). Default: "default". */
  kind?: 'avatar' | 'flyer-image' | 'flyer-video' | 'default';
};
export type QrCode = {
  /** A custom code’s address */
  customUrl: string | null;
  /** An event code’s event */
  eventId: string | null;
  /** A custom code’s id */
  id: string | null;
  kind: 'profile' | 'event' | 'custom';
  /** The path the printed code links to (on this site’s origin); each visit counts a scan */
  path: string;
  scanCount: number;
  /** An event code’s event title */
  title: string | null;
};
export type QrCodeList = {
  /** The profile first, then each event the caller hosts, then custom codes */
  items: QrCode[];
};
export type CreateQrCodeDto = {
  /** An absolute http(s) address; any other scheme is refused */
  url: string;
};
export type UpdateRsvpStatusDto = {
  status: 'confirmed' | 'declined' | 'checked_in';
};
export type SessionUserDto = {
  email: string;
  firstName: string;
  id: string;
  /** Set for hosts (host signup) */
  isPromoter: boolean;
  lastName: string;
  username: string;
};
export type AuthSuccessDto = {
  success: true;
  user: SessionUserDto;
};
export type SignupDto = {
  /** host signs up a promoter. When absent: host if phoneNumber is sent (even empty or null; the spec's host signup), else attendee */
  accountType?: 'attendee' | 'host';
  email: string;
  firstName: string;
  lastName: string;
  /** At least 8 characters (attendee) or 6 (host); not one of the most common passwords */
  password: string;
  phoneNumber?: string | null;
  username: string;
};
export type ThemeColorScheme = {
  accent: string;
  background: string;
  primary: string;
  secondary: string;
};
export type Theme = {
  /** Emoji or text glyphs floating in the background */
  backgroundElements: string[];
  colorScheme: ThemeColorScheme;
  description: string;
  id: string;
  name: string;
  particleCount: number;
};
export type AccessToken = {
  createdAt: string;
  expiresAt: string | null;
  id: string;
  /** To the minute */
  lastUsedAt: string | null;
  name: string;
  scopes: (
    | 'events:read'
    | 'events:write'
    | 'rsvps:read'
    | 'rsvps:write'
    | 'guests:read'
    | 'guests:write'
    | 'checkins:write'
    | 'announcements:read'
    | 'announcements:write'
    | 'webhooks:write'
  )[];
  state: 'active' | 'expired' | 'revoked';
};
export type NewAccessToken = {
  createdAt: string;
  expiresAt: string | null;
  id: string;
  /** To the minute */
  lastUsedAt: string | null;
  name: string;
  scopes: (
    | 'events:read'
    | 'events:write'
    | 'rsvps:read'
    | 'rsvps:write'
    | 'guests:read'
    | 'guests:write'
    | 'checkins:write'
    | 'announcements:read'
    | 'announcements:write'
    | 'webhooks:write'
  )[];
  state: 'active' | 'expired' | 'revoked';
  /** The secret to send as `Authorization: Bearer <token>`: shown this once */
  token: string;
};
export type CreateAccessTokenDto = {
  /** At most 366 days ahead; omit or null for a token that lasts until revoked */
  expiresAt?: string | null;
  name: string;
  scopes: (
    | 'events:read'
    | 'events:write'
    | 'rsvps:read'
    | 'rsvps:write'
    | 'guests:read'
    | 'guests:write'
    | 'checkins:write'
    | 'announcements:read'
    | 'announcements:write'
    | 'webhooks:write'
  )[];
};
export type DeleteAccountDto = {
  /** The account’s password, to confirm */
  password: string;
};
export type AttendingEvent = {
  ageRestriction: string | null;
  /** A guest's plus-ones are links friends claim as their own RSVPs (POST /api/events/{slug}/rsvp/invitations) */
  allowGuestInvites: boolean;
  /** Guests who left may come back in at the door */
  allowReentry: boolean;
  ctaButtonLabel: string;
  /** Start instant */
  dateTime: string;
  description: string | null;
  /** Shown with the location, under the same rule; null when hidden or unset */
  doorInstructions: string | null;
  dressCode: string | null;
  eventDate: string;
  eventTime: string;
  flyerImageUrl: string | null;
  flyerVideoUrl: string | null;
  /** Empty for signed-out callers */
  galleryImages: string[];
  /** The caller gets the guest list (GET /api/events/rsvps-with-users) */
  guestListShared: boolean;
  /** Who the host shares the guest list with: signed-in users, guests who hold a place, or the host alone */
  guestListVisibility: 'signed-in' | 'guests' | 'host';
  /** The location is not for everyone: locationReveal.mode is not 'public' */
  hideLocationUntilRsvp: boolean;
  highlights: string[];
  hostAvatar: string | null;
  hostId: string;
  hostName: string;
  hostUsername: string;
  id: string;
  /** Invite only (ADR 0038): listed nowhere; its page and RSVP need the invitation link (`?invite=`) */
  isPrivate: boolean;
  /** null when hidden from the caller */
  location: string | null;
  locationHidden: boolean;
  /** How the caller gets to see a hidden location; null when it is shown */
  locationNote: string | null;
  locationReveal: LocationReveal;
  maxCapacity: number | null;
  musicGenres: string[];
  /** Guests holding a place may share the invitation link of an invite-only event */
  openInvite: boolean;
  posterUrl: string | null;
  price: string | null;
  /** Going guests are asked on the day to reconfirm (ADR 0028) */
  reconfirm: boolean;
  /** Hours before the start the guests are asked */
  reconfirmAskHours: number;
  /** Hours before the start the places of those who did not reconfirm are released */
  reconfirmDeadlineHours: number;
  /** RSVPs are requests until the host approves them (status 'pending') */
  requireApproval: boolean;
  rsvpCounts: RsvpCounts;
  slug: string;
  status: 'upcoming' | 'past';
  tagline: string | null;
  themeId: string | null;
  ticketUrl: string | null;
  timeZone: string;
  title: string;
  unlimitedSpots: boolean;
  /** The caller's RSVP */
  userRsvp: UserRsvp;
  /** The host keeps a waitlist: a full event with a capacity (and no approval step) takes one */
  waitlist: boolean;
};
export type CalendarFeed = {
  /** The secret address of the feed (also usable as webcal://); null until one is made */
  url: string | null;
};
export type ChangePasswordDto = {
  currentPassword: string;
  /** Not one of the most common passwords */
  newPassword: string;
};
export type OwnProfile = {
  avatar: string | null;
  bio: string | null;
  /** When the account was created (Joined Month Year) */
  createdAt: string;
  email: string;
  /** Empty when none chosen */
  eventTags: string[];
  firstName: string;
  id: string;
  instagramHandle: string | null;
  isPromoter: boolean;
  isVerified: boolean;
  lastName: string;
  linkedinHandle: string | null;
  location: string | null;
  /** From the number of going RSVPs */
  nightlifeLevel: 'Legend' | 'VIP' | 'Social Star' | 'Connected' | 'Newcomer';
  phoneNumber: string | null;
  spotifyHandle: string | null;
  themeId: string | null;
  tiktokHandle: string | null;
  twitterHandle: string | null;
  username: string;
  youtubeHandle: string | null;
};
export type UpdateAccountDto = {
  email?: string;
  phoneNumber?: string | null;
  /** A theme of GET /api/themes, or null for the default */
  themeId?:
    | ('neon-nights' | 'clean' | 'sunset-vibes' | 'galaxy-glow' | 'tropical-heat' | 'midnight-luxe' | null)
    | ('neon-nights' | 'clean' | 'sunset-vibes' | 'galaxy-glow' | 'tropical-heat' | 'midnight-luxe' | null);
};
export type UpdateProfileDto = {
  /** null removes the picture; otherwise only the current address is accepted (a new picture is set by PUT /api/avatar) */
  avatar?: string | null;
  bio?: string | null;
  email?: string;
  /** At most 4 distinct tags of up to 30 characters */
  eventTags?: string[];
  firstName?: string;
  /** Stored with a leading '@' (added when missing) */
  instagramHandle?: string | null;
  /** Promoters show Book Event instead of Connect on their profile */
  isPromoter?: boolean;
  lastName?: string;
  /** A name, or an https address on the platform's own site */
  linkedinHandle?: string | null;
  location?: string | null;
  /** Read-only: the server derives it from the going RSVPs; a value sent is ignored */
  nightlifeLevel?: 'Legend' | 'VIP' | 'Social Star' | 'Connected' | 'Newcomer';
  /** A name, or an https address on the platform's own site */
  spotifyHandle?: string | null;
  /** A theme of GET /api/themes, or null for the default */
  themeId?:
    | ('neon-nights' | 'clean' | 'sunset-vibes' | 'galaxy-glow' | 'tropical-heat' | 'midnight-luxe' | null)
    | ('neon-nights' | 'clean' | 'sunset-vibes' | 'galaxy-glow' | 'tropical-heat' | 'midnight-luxe' | null);
  /** Stored with a leading '@' (added when missing) */
  tiktokHandle?: string | null;
  /** Stored with a leading '@' (added when missing) */
  twitterHandle?: string | null;
  username?: string;
  /** A name, or an https address on the platform's own site */
  youtubeHandle?: string | null;
};
export type UserSettings = {
  /** Prefills the age restriction of a new event */
  defaultAgeRestriction: 'All Ages' | '18+' | '21+' | '25+' | '30+' | '40+';
  /** Prefills the location of a new event */
  defaultLocation: string | null;
  /** Announcements from hosts by email */
  emailNotifications: boolean;
  /** Announcements from hosts by text message */
  textNotifications: boolean;
};
export type UpdateUserSettingsDto = {
  defaultAgeRestriction?: 'All Ages' | '18+' | '21+' | '25+' | '30+' | '40+';
  defaultLocation?: string | null;
  emailNotifications?: boolean;
  textNotifications?: boolean;
};
export type ProfileHostedEvent = {
  eventDate: string;
  eventSlug: string;
  eventStatus: 'upcoming' | 'past';
  eventTitle: string;
};
export type ProfileRsvp = {
  eventDate: string;
  eventSlug: string;
  eventStatus: 'upcoming' | 'past';
  eventTitle: string;
  response: 'going' | 'maybe' | 'cant_go';
};
export type ProfileStats = {
  cantGo: number;
  /** Published events the user hosts */
  events: number;
  going: number;
  maybe: number;
  /** RSVPs to published events */
  rsvps: number;
};
export type PublicProfileUser = {
  avatar: string | null;
  bio: string | null;
  /** When the account was created (Joined Month Year) */
  createdAt: string;
  /** Empty when none chosen */
  eventTags: string[];
  firstName: string;
  id: string;
  instagramHandle: string | null;
  isPromoter: boolean;
  isVerified: boolean;
  lastName: string;
  linkedinHandle: string | null;
  location: string | null;
  /** From the number of going RSVPs */
  nightlifeLevel: 'Legend' | 'VIP' | 'Social Star' | 'Connected' | 'Newcomer';
  spotifyHandle: string | null;
  themeId: string | null;
  tiktokHandle: string | null;
  twitterHandle: string | null;
  username: string;
  youtubeHandle: string | null;
};
export type PublicProfile = {
  /** Published events the user hosts, latest first: at most 6 (`stats.events` counts them all) */
  hosting: ProfileHostedEvent[];
  /** RSVPs to published events, latest event first: at most 6 going, then at most 6 maybe or can’t go */
  rsvps: ProfileRsvp[];
  stats: ProfileStats;
  user: PublicProfileUser;
};
export type Webhook = {
  createdAt: string;
  disabledAt: string | null;
  /** null: all your hosted events */
  eventId: string | null;
  events: (
    | 'rsvp.created'
    | 'rsvp.changed'
    | 'rsvp.cancelled'
    | 'checkin.created'
    | 'announcement.delivered'
    | 'event.updated'
  )[];
  failingSince: string | null;
  id: string;
  /** Disabled after a day of failed deliveries */
  state: 'active' | 'disabled';
  url: string;
};
export type WebhookWithSecret = {
  createdAt: string;
  disabledAt: string | null;
  /** null: all your hosted events */
  eventId: string | null;
  events: (
    | 'rsvp.created'
    | 'rsvp.changed'
    | 'rsvp.cancelled'
    | 'checkin.created'
    | 'announcement.delivered'
    | 'event.updated'
  )[];
  failingSince: string | null;
  id: string;
  /** The signing secret (Standard Webhooks): shown this once. Verify `webhook-signature` with it. */
  secret: string;
  /** Disabled after a day of failed deliveries */
  state: 'active' | 'disabled';
  url: string;
};
export type CreateWebhookDto = {
  /** Only this event of yours; omit for all the events you host */
  eventId?: string | null;
  events: (
    | 'rsvp.created'
    | 'rsvp.changed'
    | 'rsvp.cancelled'
    | 'checkin.created'
    | 'announcement.delivered'
    | 'event.updated'
  )[];
  url: string;
};
export type WebhookAttempt = {
  at: string;
  attempt: number;
  durationMs: number;
  error: string | null;
  /** The first KB of the answer */
  responseExcerpt: string | null;
  statusCode: number | null;
};
export type WebhookDelivery = {
  attempts: WebhookAttempt[];
  /** The JSON body sent: {type, timestamp, data} */
  body: string;
  createdAt: string;
  deliveredAt: string | null;
  eventId: string;
  /** Also the webhook-id header, the same on every attempt */
  id: string;
  nextAttemptAt: string | null;
  state: 'pending' | 'delivered' | 'failed';
  type:
    | 'rsvp.created'
    | 'rsvp.changed'
    | 'rsvp.cancelled'
    | 'checkin.created'
    | 'announcement.delivered'
    | 'event.updated';
};
export type WebhookReplay = {
  /** The number of the attempt queued */
  attempt: number;
};
export const {
  useSetAvatarMutation,
  useListConnectionsQuery,
  useCreateConnectionMutation,
  useGetConnectionStatusQuery,
  useListDashboardEventsQuery,
  useCreateEventMutation,
  useGetEventByIdQuery,
  useGetRsvpStatsQuery,
  useListEventRsvpsWithUsersQuery,
  useSendAnnouncementMutation,
  useListAnnouncementsQuery,
  useListAnnouncementRecipientsQuery,
  useRecordCheckInsMutation,
  useExportCheckInsQuery,
  useAdmitAnywayMutation,
  useUndoCheckInMutation,
  useGetDoorGuestsQuery,
  useGetDoorKeysQuery,
  useRotateDoorKeyMutation,
  useListDoorPassesQuery,
  useCreateDoorPassMutation,
  useSignInWithDoorPassMutation,
  useRevokeDoorPassMutation,
  useGetDoorStatsQuery,
  useRegenerateInviteCodeMutation,
  useApproveRsvpsMutation,
  useDeclineRsvpsMutation,
  useListEventTicketsQuery,
  useIssueTicketMutation,
  useOfferWaitlistPlacesMutation,
  useListWaitlistPartiesQuery,
  useDeleteEventMutation,
  useUpdateEventMutation,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  usePublishUploadMutation,
  useRequestUploadMutation,
  useListQrCodesQuery,
  useCreateQrCodeMutation,
  useDeleteQrCodeMutation,
  useUpdateRsvpStatusMutation,
  useSignupMutation,
  useListThemesQuery,
  useListAccessTokensQuery,
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
  useDeleteAccountMutation,
  useListAttendingEventsQuery,
  useGetCalendarFeedQuery,
  useRegenerateCalendarFeedMutation,
  useChangePasswordMutation,
  useGetOwnProfileQuery,
  useUpdateProfileMutation,
  useUpdateProfileEnhancedMutation,
  useGetUserSettingsQuery,
  useUpdateUserSettingsMutation,
  useGetUserProfileQuery,
  useListWebhooksQuery,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useListWebhookDeliveriesQuery,
  useReplayWebhookDeliveryMutation,
  useRollWebhookSecretMutation,
} = injectedRtkApi;
