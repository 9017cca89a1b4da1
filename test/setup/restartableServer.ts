/** A server a test can take away and bring back (the same address, data kept where it can be). */
export interface RestartableServer {
  /** Stops the server as an outage would; clients see their connections close and refused. */
  halt(): Promise<void>;
  /** Starts it again at the same address. */
  resume(): Promise<void>;
}
