import { Injectable, Optional } from '@nestjs/common';
import type { PasswordHasher } from '@nightlife/domain';
import argon2 from 'argon2';
import { AppConfig } from '../../../platform/config/app-config';

/**
 * argon2id with the library's defaults (OWASP-recommended memory and time costs), unless the
 * configuration lowers them (integration tests only, see AppConfig.passwordHashCost). A hash
 * carries its own parameters, so verifying works whatever cost made it.
 */
@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  constructor(@Optional() private readonly config?: AppConfig) {}

  hash(plain: string): Promise<string> {
    return argon2.hash(plain, { type: argon2.argon2id, ...this.config?.passwordHashCost });
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
