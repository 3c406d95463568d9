/**
 * One database transaction around a use case's writes: everything written inside `run`,
 * outbox jobs included, commits together or not at all. Throw inside `work` to roll back
 * (a returned `err(...)` commits); a nested `run` joins the outer one.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}
