/** What the services need to know about the caller, besides the data. */
export interface RequestContext {
  /** Client address as the trusted proxy chain reports it. */
  client: string;
  requestId: string;
}
