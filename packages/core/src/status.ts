/** Application status codes carried in the envelope's statusCode. */
export const StatusCode = {
  /** Access token missing, expired or invalid (HTTP 401). */
  TokenInvalid: 1000,
  /** Unknown email on generate-otp with type Login (HTTP 404). */
  UnknownEmail: 1001,
  /** Voting is enabled for the event: connections are refused / voting state forbids the action (HTTP 409). */
  VotingState: 4000,
  /**
   * The schedule's end of connections has come: connections are refused (HTTP 409). Not in the
   * specification (docs/decisions/0079-the-games-time.md): a phone tells it from other refusals.
   */
  ConnectionsClosed: 4001,
} as const;

export const OTP_TYPES = ['Login', 'Forget Password'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
