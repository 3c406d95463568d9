import { Inject } from '@nestjs/common';
import {
  type Clock,
  type IdGenerator,
  OfferFreedPlacesUseCase,
  ReleaseUnreconfirmedUseCase,
  SweepWaitlistUseCase,
  WAITLIST_SWEEP_EVERY_MS,
  offerFreedPlacesJob,
  waitlistSweepJob,
} from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../../platform/kernel/kernel.tokens';
import { JobHandlerFor, type JobHandler } from '../../../platform/queue/job-handler';
import { SqlEventPlacesStore } from '../persistence/sql-event-places.store';
import { WaitlistQuery } from '../persistence/waitlist.query';

/**
 * An offer round on one event (ADR 0027), written by the places save that freed places while
 * parties wait. Idempotent: a second run finds the places held.
 */
@JobHandlerFor(offerFreedPlacesJob, { attempts: 8, backoffMs: 1_000, concurrency: 4 })
export class OfferFreedPlacesJob implements JobHandler<{ eventId: string }> {
  private readonly round: OfferFreedPlacesUseCase;

  constructor(
    places: SqlEventPlacesStore,
    @Inject(ID_GENERATOR) ids: IdGenerator,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.round = new OfferFreedPlacesUseCase(places, ids, clock);
  }

  async handle(payload: { eventId: string }): Promise<{ offers: number }> {
    return { offers: (await this.round.execute(payload)).length };
  }
}

/**
 * The waitlist sweep: every few seconds, places not reconfirmed by an event's deadline are
 * released (ADR 0028), lapsed offers pass on and events with free places and waiting parties get a
 * round. A failed run is not retried; the next one does the work.
 */
@JobHandlerFor(waitlistSweepJob, { every: WAITLIST_SWEEP_EVERY_MS, attempts: 1, concurrency: 1 })
export class SweepWaitlistJob implements JobHandler<Record<string, never>> {
  private readonly sweep: SweepWaitlistUseCase;

  constructor(
    source: WaitlistQuery,
    places: SqlEventPlacesStore,
    @Inject(ID_GENERATOR) ids: IdGenerator,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.sweep = new SweepWaitlistUseCase(
      source,
      new OfferFreedPlacesUseCase(places, ids, clock),
      new ReleaseUnreconfirmedUseCase(places, clock),
      clock,
    );
  }

  handle(): Promise<{ events: number; offers: number; released: number }> {
    return this.sweep.execute();
  }
}
