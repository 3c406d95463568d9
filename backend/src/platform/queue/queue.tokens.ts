/** Injection token of the domain JobOutbox (MikroOrmJobOutbox). */
export const JOB_OUTBOX = Symbol('JOB_OUTBOX');
