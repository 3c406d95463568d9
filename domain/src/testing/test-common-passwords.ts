import type { CommonPasswords } from '../accounts/common-passwords.port.js';

/** For use-case tests: a few of the most common passwords, standing in for the adapter's list. */
export const testCommonPasswords: CommonPasswords = new Set(['password1', '12345678', 'qwertyuiop']);
