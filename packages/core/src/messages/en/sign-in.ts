/** Signing in: the sign-in screens, quick join, codes by mail, sessions, and the API's answers to them. */

import { OTP_VALIDITY_MINUTES } from '../../constants.js';
import { countOf, invalidOtp, waitText } from './words.js';

export const signInMessages = {
  auth: {
    loginFailed: 'Login failed',
    resetInvalidEmail: 'Invalid email',
    resetInvalidOtp: invalidOtp,
    resetInvalidPassword: 'Invalid password',
    resetFailed: 'Failed to reset password',
    onboardFailed: 'Failed to onboard user',
    googleFailed: 'Google login Failed',
    invalidTicketCode: 'Invalid Ticket Code',
    loginSuccessful: 'Login Successful',
    registrationSuccessful: 'Registration Successful',
    passwordReset: 'Password reset successfully',
    /** A guessing budget ran out (password tries of an account): the same words as the request limits. */
    tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${waitText(seconds)}.`,
  },
  /**
   * Limits that fit a venue (docs/decisions/0054-limits-that-fit-a-venue.md): the ticket-code guard of an
   * event, and the sign-in screens' countdown while a refusal's wait runs (the request is sent again when it
   * ends).
   */
  signInWait: {
    /** 429 while an event's ticket codes are guessed and this address has too many wrong ones. */
    ticketCodeHeld: (seconds: number) =>
      `Too many wrong ticket codes came from your network. Please check the code on your ticket and try again in ${waitText(seconds)}.`,
    /** A real ticket that the desk has not checked in yet. */
    ticketNotCheckedIn:
      'This ticket is not checked in yet. Please check in at the registration desk, then try again.',
    /** Under the form while the wait runs; read out politely by screen readers. */
    countdown: (seconds: number) => `Trying again in ${waitText(seconds)}.`,
    /** Said once the wait is over and the request is sent again. */
    retrying: 'Trying again now.',
  },
  /** Labels, buttons and headings of the sign-in screen. */
  login: {
    title: 'Sign in to Hoogo',
    subtitle: 'Use your email to get a one-time code, or sign in with your password.',
    registerTitle: 'Create your account',
    registerSubtitle: 'We sent a one-time code to your email. Tell us your name to finish.',
    resetTitle: 'Reset your password',
    resetSubtitle: 'Enter the code we sent to your email and choose a new password.',
    ticketTitle: 'Sign in with your ticket',
    ticketSubtitle: 'Enter the ticket code from your event ticket.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    otpLabel: 'One-time code (OTP)',
    otpPlaceholder: '6-digit code',
    passwordLabel: 'Password',
    newPasswordLabel: 'New password',
    nameLabel: 'Your name',
    namePlaceholder: 'Anna Example',
    ticketCodeLabel: 'Ticket code',
    generateOtp: 'Generate OTP',
    login: 'Login',
    register: 'Register',
    resetPassword: 'Reset Password',
    loginWithPassword: 'Login with Password',
    loginWithOtp: 'Login with OTP',
    forgotPassword: 'Forgot Password?',
    loginWithTicketCode: 'Login with Ticket Code',
    continueWithGoogle: 'Continue with Google',
    loginWithEmail: 'Login with Email',
    backToLogin: 'Back to login',
    changeEmail: 'Change',
    otpSentTo: 'Code sent to',
    /** The same summary once the mail with the code failed (the notice under it says to tap Resend). */
    otpNotSentTo: 'Code not sent to',
    resendOtp: 'Resend OTP',
    /** The specification's 'Resend in N seconds'; the longer waits of a repeated resend in minutes. */
    resendIn: (seconds: number) => `Resend in ${waitText(seconds)}`,
    redirecting: 'Signing you in…',
    /** The sign-in on the way to an event's player page (its link or QR code) names the event. */
    joinEvent: (eventName: string) => `Join ${eventName}`,
    joinSubtitle: 'Sign in with your email to get your bingo grid.',
    /** Under the email, above Generate OTP: what the code is, in plain words. */
    codeExplained: 'We will email you a 6-digit code to type in here. No password needed.',
  },
  /**
   * Quick join (docs/decisions/0055-quick-join.md): playing at once with a name on a guest account, the
   * organiser's switch, adding an email later, and the hosts' guest marker.
   */
  guest: {
    or: 'or',
    joinTitle: 'Join with just your name',
    joinLead: 'Play at once on this phone. You can add your email later to keep your card.',
    nameLabel: 'Your name',
    namePlaceholder: 'Anna Example',
    join: 'Join with just your name',
    joined: (eventName: string) => `Welcome to ${eventName}!`,
    bigScreenNotice: 'Your name and the selfies you take can appear on the venue’s big screen.',
    /** The player page's reminder while the account is a guest one. */
    bannerTitle: 'You play as a guest on this phone',
    bannerLead:
      'Add your email to keep your card if this phone’s browser data is cleared, and to play on another device.',
    addEmail: 'Add my email',
    addEmailTitle: 'Add your email',
    addEmailLead: 'We mail you a code. Your card, connections and the people you met stay yours.',
    emailLabel: 'Email',
    sendCode: 'Send the code',
    codeLabel: 'Code from the mail',
    codeSentTo: (email: string) => `We sent a 6-digit code to ${email}.`,
    confirm: 'Add the email',
    otherEmail: 'Use another email',
    close: 'Close',
    emailAdded: (email: string) => `Your email ${email} is added: your card is kept in your account.`,
    mergedInto: (email: string) =>
      `You are now signed in as ${email}: your guest card moved into that account.`,
    logoutTitle: 'Sign out of your guest account?',
    logoutLead:
      'You play as a guest: without an email, your card cannot be opened again once you sign out. Add your email first to keep it.',
    logoutConfirm: 'Sign out and lose my card',
    logoutCancel: 'Stay signed in',
    /** The organiser's switch (Settings). */
    settingLabel: 'Quick join with just a name',
    settingHint:
      'Attendees may play at once with a name, on a guest account tied to their phone; they can add their email later. Guests are marked in your player lists, feed and exports.',
    /** The hosts' marker on a guest player. */
    marker: 'Guest',
    markerTitle: 'Joined with just a name (no email yet)',
    /** The API's answers and refusals. */
    joinedApi: 'You joined as a guest',
    off: 'This event does not offer quick join: please sign in with your email',
    eventFull: 'This event has taken all the guests it can: please sign in with your email',
    tooMany: (seconds: number) =>
      `Many people are joining right now: please try again in ${waitText(seconds)}.`,
    notGuest: 'Your account already has an email',
    codeSentApi: (email: string) => `We sent a code to ${email}`,
    emailAddedApi: 'Your email is added',
    mergedApi: 'Your guest card moved into the account of this email',
    alreadyPlays: (eventName: string) =>
      `This email already plays ${eventName} on its own card: sign in with it, or keep playing here as a guest.`,
    otherEvent: 'A guest plays only the event they joined: add your email to join other events',
    cannotHost: 'Add your email to your guest account to organise events',
  },
  /** The account API's answers and refusals (sign-in, registration, password, profile, Google). */
  authApi: {
    unknownEmail: 'No account found for this email. Please register to continue.',
    codeSent: (email: string) =>
      `We sent a code to ${email}. It is valid for ${OTP_VALIDITY_MINUTES} minutes.`,
    resetCodeSent: (email: string) =>
      `If an account exists for ${email}, we sent it a code. It is valid for ${OTP_VALIDITY_MINUTES} minutes.`,
    alreadyRegistered: 'An account already exists for this email. Please login instead.',
    wrongPassword: 'Invalid email or password',
    noPassword: 'This account has no password yet. Please login with an OTP.',
    oldPasswordMissing: 'Current password cannot be empty',
    oldPasswordWrong: 'Current password is incorrect',
    passwordChanged: 'Password changed successfully',
    profileUpdated: 'Profile updated successfully',
    profile: 'Profile loaded',
    tokenRefreshed: 'Session renewed',
    googleNotConfigured: 'Google sign-in is not configured',
    googleUnverified: 'Google login Failed: this Google account has no verified email',
  },
  /** The mailed one-time codes: the server's refusals of a code and of a new one. */
  otpApi: {
    wrong: (triesLeft: number) =>
      `${invalidOtp}. ${countOf(triesLeft, { one: '# try left.', other: '# tries left.' })}`,
    expired: 'This code has expired. Please request a new code.',
    used: 'This code has already been used. Please request a new code.',
    dead: 'Too many wrong codes. Please request a new code.',
    cooldown: (seconds: number) =>
      `Please wait ${countOf(seconds, { one: '# second', other: '# seconds' })} before requesting a new code.`,
  },
  /**
   * How the mail with a code went (docs/decisions/0057-the-mail-path.md): the answer of generate-otp and
   * pre-register, and what the sign-in form says when the mail's state changes later.
   */
  otpMail: {
    delayed: (email: string) =>
      `We are sending a code to ${email}, but the mail is slower than usual. It should arrive within a few minutes, and the code works when it does.`,
    failed: (email: string) =>
      `We could not send the mail with your code to ${email}. Please tap Resend to try again.`,
    held: (email: string, seconds: number) =>
      `We already sent a code to ${email} and it still works: please check your inbox and spam folder. You can ask for another mail in ${waitText(seconds)}.`,
    sentLater: 'The mail with your code is on its way now. Please check your inbox.',
    failedLater: 'The mail with your code could not be sent. Please tap Resend to try again.',
    pending: 'The mail with your code is still on its way.',
  },
  /**
   * The sign-in link of a Login code mail, and its page /login/link (docs/decisions/0057-the-mail-path.md).
   */
  signInLink: {
    invalid: 'This sign-in link has expired or was already used. Please sign in with your email.',
    asked: 'One more step to sign in',
    loading: 'Signing you in...',
    confirmTitle: (email: string) => `Sign in as ${email} on this device?`,
    confirmText:
      'This link was opened on another device or browser than the one that asked for the code. Sign in here only if you asked for it.',
    confirm: 'Sign in here',
    cancel: 'Cancel',
    nameTitle: 'Tell us your name to finish',
    nameText: (email: string) => `You are creating the account of ${email}.`,
    register: 'Register',
    failedTitle: 'The sign-in link did not work',
    toLogin: 'Sign in with your email',
  },
  /** The server's refusals of a missing or unusable session (an expired one: network.sessionExpired). */
  sessionApi: {
    missing: 'Please login to continue.',
    invalid: 'Your session is not valid. Please login again.',
  },
} as const;
