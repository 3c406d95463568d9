import { randomBytes } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { systemClock, UuidV7Generator, type IdGenerator } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR, SECRET_CODES } from './kernel.tokens';

const secretCodes: IdGenerator = { next: () => randomBytes(16).toString('base64url') };

/**
 * The one clock and id generator (UUID v7) every use case and job gets: inject CLOCK / ID_GENERATOR;
 * SECRET_CODES for the secrets links carry.
 */
@Global()
@Module({
  providers: [
    { provide: CLOCK, useValue: systemClock },
    { provide: ID_GENERATOR, useValue: new UuidV7Generator() },
    { provide: SECRET_CODES, useValue: secretCodes },
  ],
  exports: [CLOCK, ID_GENERATOR, SECRET_CODES],
})
export class KernelModule {}
