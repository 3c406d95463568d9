import { Injectable } from '@nestjs/common';
import type { PasswordHasher } from '@nightlife/domain';
import argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-recommended memory and time costs). */
@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  hash(plain: string): Promise<string> {
    return argon2.hash(plain, { type: argon2.argon2id });
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      // A malformed stored hash can never match.
      return false;
    }
  }
}
