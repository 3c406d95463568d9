import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import {
  AnswerOfferUseCase,
  CancelRsvpUseCase,
  ClaimInvitationUseCase,
  InviteFriendsUseCase,
  PreviewInvitationUseCase,
  WithdrawInvitationUseCase,
  ChangeRsvpUseCase,
  type Clock,
  CreateRsvpUseCase,
  type IdGenerator,
  JoinWaitlistUseCase,
  LeaveWaitlistUseCase,
  OfferPlacesByHandUseCase,
  ReconfirmRsvpUseCase,
  UpdateRsvpStatusUseCase,
} from '@nightlife/domain';
import { CLOCK, ID_GENERATOR, SECRET_CODES } from '../../platform/kernel/kernel.tokens';
import { EventAccessModule } from '../event-access';
import { GuestListService } from './guest-list.service';
import { RsvpSchema } from './persistence/rsvp.schema';
import { RsvpsController } from './http/rsvps.controller';
import { GuestListQuery } from './persistence/guest-list.query';
import { SqlEventPlacesStore } from './persistence/sql-event-places.store';
import { RsvpJobsModule } from './rsvp-jobs.module';
import { WaitlistController } from './http/waitlist.controller';
import { WaitlistService } from './waitlist.service';
import { InvitationsController } from './http/invitations.controller';
import { InvitationsService } from './invitations.service';
import { InvitationsQuery } from './persistence/invitations.query';

// Owns the rsvps, tickets, event_places and rsvp_notices tables: SqlEventPlacesStore is the one writer of who
// holds a place (ADR 0018); other modules read them through this module's index.
@Module({
  imports: [MikroOrmModule.forFeature([RsvpSchema]), EventAccessModule, RsvpJobsModule],
  controllers: [RsvpsController, WaitlistController, InvitationsController],
  exports: [RsvpJobsModule],
  providers: [
    GuestListQuery,
    GuestListService,
    WaitlistService,
    InvitationsService,
    InvitationsQuery,
    {
      provide: InviteFriendsUseCase,
      inject: [SqlEventPlacesStore, ID_GENERATOR, SECRET_CODES, CLOCK],
      useFactory: (places: SqlEventPlacesStore, ids: IdGenerator, codes: IdGenerator, clock: Clock) =>
        new InviteFriendsUseCase(places, ids, codes, clock),
    },
    {
      provide: WithdrawInvitationUseCase,
      inject: [SqlEventPlacesStore, CLOCK],
      useFactory: (places: SqlEventPlacesStore, clock: Clock) => new WithdrawInvitationUseCase(places, clock),
    },
    {
      provide: ClaimInvitationUseCase,
      inject: [SqlEventPlacesStore, ID_GENERATOR, CLOCK],
      useFactory: (places: SqlEventPlacesStore, ids: IdGenerator, clock: Clock) =>
        new ClaimInvitationUseCase(places, ids, clock),
    },
    {
      provide: PreviewInvitationUseCase,
      inject: [SqlEventPlacesStore],
      useFactory: (places: SqlEventPlacesStore) => new PreviewInvitationUseCase(places),
    },
    {
      provide: CreateRsvpUseCase,
      inject: [SqlEventPlacesStore, ID_GENERATOR, CLOCK],
      useFactory: (places: SqlEventPlacesStore, ids: IdGenerator, clock: Clock) =>
        new CreateRsvpUseCase(places, ids, clock),
    },
    {
      provide: ChangeRsvpUseCase,
      inject: [SqlEventPlacesStore, CLOCK],
      useFactory: (places: SqlEventPlacesStore, clock: Clock) => new ChangeRsvpUseCase(places, clock),
    },
    {
      provide: CancelRsvpUseCase,
      inject: [SqlEventPlacesStore, CLOCK],
      useFactory: (places: SqlEventPlacesStore, clock: Clock) => new CancelRsvpUseCase(places, clock),
    },
    {
      provide: UpdateRsvpStatusUseCase,
      inject: [SqlEventPlacesStore],
      useFactory: (places: SqlEventPlacesStore) => new UpdateRsvpStatusUseCase(places),
    },
    {
      provide: ReconfirmRsvpUseCase,
      inject: [SqlEventPlacesStore, CLOCK],
      useFactory: (places: SqlEventPlacesStore, clock: Clock) => new ReconfirmRsvpUseCase(places, clock),
    },
    {
      provide: JoinWaitlistUseCase,
      inject: [SqlEventPlacesStore, ID_GENERATOR, CLOCK],
      useFactory: (places: SqlEventPlacesStore, ids: IdGenerator, clock: Clock) =>
        new JoinWaitlistUseCase(places, ids, clock),
    },
    {
      provide: LeaveWaitlistUseCase,
      inject: [SqlEventPlacesStore, CLOCK],
      useFactory: (places: SqlEventPlacesStore, clock: Clock) => new LeaveWaitlistUseCase(places, clock),
    },
    {
      provide: AnswerOfferUseCase,
      inject: [SqlEventPlacesStore, CLOCK],
      useFactory: (places: SqlEventPlacesStore, clock: Clock) => new AnswerOfferUseCase(places, clock),
    },
    {
      provide: OfferPlacesByHandUseCase,
      inject: [SqlEventPlacesStore, ID_GENERATOR, CLOCK],
      useFactory: (places: SqlEventPlacesStore, ids: IdGenerator, clock: Clock) =>
        new OfferPlacesByHandUseCase(places, ids, clock),
    },
  ],
})
export class RsvpsModule {}
