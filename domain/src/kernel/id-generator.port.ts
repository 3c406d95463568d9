export interface IdGenerator {
  next(): string;
}

/**
 * Ids made on demand and kept by index, so a command run again after a lost race gets the same
 * ids for the same new rows (commands are pure functions of the places).
 */
export function idsOnDemand(ids: IdGenerator): (index: number) => string {
  const made: string[] = [];
  return (index) => {
    while (made.length <= index) made.push(ids.next());
    return made[index];
  };
}
