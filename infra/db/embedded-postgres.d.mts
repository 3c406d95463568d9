export interface EmbeddedPostgresOptions {
  /** Persistent cluster folder (initdb runs only when it is empty); required unless ephemeral. */
  dataDir?: string;
  /** Preferred port; a free one is picked when it is taken (random when omitted). */
  port?: number;
  /** Temp folder, fsync off, deleted on stop(). */
  ephemeral?: boolean;
  /** Receives every postgres/initdb log line. */
  onLog?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** postgres://postgres:<password>@127.0.0.1:<port>/nightlife */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export function startEmbeddedPostgres(options?: EmbeddedPostgresOptions): Promise<EmbeddedPostgres>;
