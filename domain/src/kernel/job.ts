export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** JSON a job carries through the outbox and the queue: no Dates, class instances or undefined. */
export type JobPayload = { [key: string]: JsonValue };

/**
 * A kind of background job: a stable name (also its queue's name) and, for the compiler only,
 * its payload type. Declared once next to the use case that schedules it.
 */
export interface JobType<P extends JobPayload> {
  readonly name: string;
  /** Never set: carries the payload type. */
  readonly payloadType?: P;
}

export function defineJob<P extends JobPayload>(name: string): JobType<P> {
  return { name };
}
