import { Global, Module } from '@nestjs/common';
import { systemClock, UuidV7Generator } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from './kernel.tokens';

/** The one clock and id generator (UUID v7) every use case and job gets: inject CLOCK / ID_GENERATOR. */
@Global()
@Module({
  providers: [
    { provide: CLOCK, useValue: systemClock },
    { provide: ID_GENERATOR, useValue: new UuidV7Generator() },
  ],
  exports: [CLOCK, ID_GENERATOR],
})
export class KernelModule {}
