/** Words the catalogue's areas share: ordinals, waits, and the sentences two areas build on. */

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st: English ordinals for ranks. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "45 seconds", "15 minutes": how long to wait (seconds below two minutes, else minutes rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Said on the sign-in form and, with the tries left, by the server's check of a code. */
export const invalidOtp = 'Invalid OTP';
/** Said by the card's share button and, with the reason, by the server's LinkedIn post. */
export const linkedinPostError = 'Error posting image to LinkedIn';
