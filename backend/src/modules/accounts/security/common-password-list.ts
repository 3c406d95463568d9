import { Injectable } from '@nestjs/common';
import type { CommonPasswords } from '@nightlife/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the ranked list's first entries are refused: the most common ones. */
export const REFUSED_COMMON_PASSWORDS = 10_000;

/**
 * The most common passwords of zxcvbn-ts's ranked list (`@zxcvbn-ts/language-common`, pinned in
 * package.json), read from the installed package: no network at start or per request.
 */
@Injectable()
export class CommonPasswordList implements CommonPasswords {
  private readonly passwords: ReadonlySet<string> = new Set(
    dictionary['passwords-common']
      .slice(0, REFUSED_COMMON_PASSWORDS)
      .map((password) => password.toLowerCase()),
  );

  has(lowerCasePassword: string): boolean {
    return this.passwords.has(lowerCasePassword);
  }
}
