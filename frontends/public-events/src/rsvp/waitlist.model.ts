/** 'a party of 3' / 'just you': the party a waitlist place is for. */
export function partyLabel(partySize: number): string {
  return partySize === 1 ? 'just you' : `a party of ${partySize}`;
}
