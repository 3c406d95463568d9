/**
 * The passwords too common to allow, from a maintained list the adapter loads (the domain ships
 * no list). Entries are lower case; the rule looks a password up in lower case.
 */
export interface CommonPasswords {
  has(lowerCasePassword: string): boolean;
}
