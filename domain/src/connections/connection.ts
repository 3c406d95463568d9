/** Connections are accepted at once (spec 2 §4: "On Connect success the status becomes accepted"). */
export const CONNECTION_STATUS = 'accepted';

export type ConnectionStatus = typeof CONNECTION_STATUS;

/** One user's connection to another; A→B and B→A are separate connections. */
export interface Connection {
  id: string;
  fromUserId: string;
  toUserId: string;
  status: ConnectionStatus;
  createdAt: Date;
}
