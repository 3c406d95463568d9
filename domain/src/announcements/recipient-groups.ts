/** The Host Tools' recipient groups: the spec's three responses, and two by check-in. */
export const RECIPIENT_GROUPS = ['going', 'maybe', 'cant-go', 'checked-in', 'not-checked-in'] as const;
export type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];

export const RECIPIENT_GROUP_LABELS: Record<RecipientGroup, string> = {
  going: 'Going',
  maybe: 'Maybe',
  'cant-go': "Can't Go",
  'checked-in': 'Checked In',
  'not-checked-in': 'Not Checked In Yet',
};

/** What grouping reads from an RSVP. */
export interface GroupableRsvp {
  id: string;
  /** 'cant_go' from the API; 'cant-go' is tolerated too (spec 1 §4). */
  response: string;
  status: string;
}

/** Whether an RSVP belongs to a group. "Not checked in yet" means going and still on the way. */
export function inRecipientGroup(rsvp: GroupableRsvp, group: RecipientGroup): boolean {
  switch (group) {
    case 'going':
    case 'maybe':
      return rsvp.response === group;
    case 'cant-go':
      return rsvp.response === 'cant_go' || rsvp.response === 'cant-go';
    case 'checked-in':
      return rsvp.status === 'checked_in';
    case 'not-checked-in':
      return rsvp.response === 'going' && rsvp.status !== 'checked_in';
  }
}

/** The RSVPs of each group, in the given order. */
export function groupRecipients<R extends GroupableRsvp>(rsvps: readonly R[]): Record<RecipientGroup, R[]> {
  return Object.fromEntries(
    RECIPIENT_GROUPS.map((group) => [group, rsvps.filter((rsvp) => inRecipientGroup(rsvp, group))]),
  ) as Record<RecipientGroup, R[]>;
}
