/**
 * Staff read the inbox of visitor submissions. Staff are the usernames the deployment lists
 * (STAFF_USERNAMES, and the demo staff account when demo data is seeded); a role no signup can
 * give: such a name is also refused at signup (isStaffUsername), so nobody can register a listed
 * name that no account holds yet. Compared without letter case, like usernames at login.
 */
export class StaffDirectory {
  private readonly names: ReadonlySet<string>;

  constructor(usernames: readonly string[]) {
    this.names = new Set(usernames.map((name) => name.trim().toLowerCase()).filter(Boolean));
  }

  isStaffUsername(username: string): boolean {
    return this.names.has(username.trim().toLowerCase());
  }

  /** Whether the caller may see the inbox; everyone else is answered 404, as if it did not exist. */
  canViewInbox(caller: { username: string } | null): boolean {
    return caller !== null && this.isStaffUsername(caller.username);
  }
}

/** The seeded demo account that is staff (README, demo logins). */
export const DEMO_STAFF_USERNAME = 'nightlife.staff';
