import { StaffDirectory } from './staff-policy.js';

describe('StaffDirectory', () => {
  const staff = new StaffDirectory([' Nightlife.Staff ', 'ops', '']);

  it('lets only the listed usernames, in any letter case, see the inbox', () => {
    expect(staff.canViewInbox({ username: 'nightlife.staff' })).toBe(true);
    expect(staff.canViewInbox({ username: 'OPS' })).toBe(true);
    expect(staff.canViewInbox({ username: 'djnova' })).toBe(false);
    expect(staff.canViewInbox(null)).toBe(false);
  });

  it('never makes an empty name staff', () => {
    expect(staff.isStaffUsername('')).toBe(false);
    expect(new StaffDirectory([]).canViewInbox({ username: 'anyone' })).toBe(false);
  });
});
