/** Application status codes carried in the envelope's statusCode. */
export const StatusCode = {
  /** Access token missing, expired or invalid (HTTP 401). */
  TokenInvalid: 1000,
  /** Unknown email on generate-otp with type Login (HTTP 404). */
  UnknownEmail: 1001,
  /** Voting is enabled for the event: connections are refused / voting state forbids the action (HTTP 409). */
  VotingState: 4000,
} as const;

export type FieldMessages = { general: string[] } & Record<string, string[]>;

/** The one JSON envelope every API answer uses. */
export interface Envelope<T = unknown> {
  hasError: boolean;
  statusCode: number;
  message: FieldMessages;
  response: T;
}

export const OTP_TYPES = ['Login', 'Forget Password'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

export interface LoginResponse {
  access_token: string;
  refresh_token: string;
  email: string;
  profile_pic_url: string | null;
}

export interface ProfileInfo {
  id: string;
  email: string;
  name: string | null;
  profile_pic_url: string | null;
  has_password: boolean;
  created_at: string;
}
