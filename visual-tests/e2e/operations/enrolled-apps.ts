// The authenticator apps the chain's flows enrolled, by rut: a later flow logs in and confirms
// with the same app, as the client's phone would (the chain runs in one worker, in order).
export interface EnrolledApp {
  secret: string;
  /** The API's clock minus ours, in ms. */
  offset: number;
}

export const enrolledApps = new Map<string, EnrolledApp>();
