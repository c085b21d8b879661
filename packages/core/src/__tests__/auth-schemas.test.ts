import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import {
  emailSchema,
  generateOtpBody,
  loginBody,
  otpSchema,
  passwordSchema,
  registerBody,
  resetPasswordBody,
  ticketCodeSchema,
  userNameSchema,
} from '../schemas/auth.js';
import { eventNameSchema } from '../schemas/event.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('login email', () => {
  it('is required', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe(messages.validation.emailEmpty);
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe(messages.validation.emailEmpty);
  });

  it('must look like an email', () => {
    for (const bad of ['anna', 'anna@', '@example.com', 'an na@example.com', 'anna@example']) {
      expect(firstMessage(emailSchema.safeParse(bad))).toBe(messages.validation.emailInvalid);
    }
  });

  it('is trimmed and lower-cased so one person has one account', () => {
    expect(emailSchema.parse('  Anna@Example.COM ')).toBe('anna@example.com');
  });
});

describe('OTP', () => {
  it('is required and numeric, six digits', () => {
    expect(firstMessage(otpSchema.safeParse(''))).toBe(messages.validation.otpEmpty);
    expect(firstMessage(otpSchema.safeParse('12a456'))).toBe(messages.validation.otpNumeric);
    expect(otpSchema.safeParse('12345').success).toBe(false);
    expect(otpSchema.parse('123456')).toBe('123456');
  });
});

describe('password', () => {
  it('is required in password mode', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe(messages.validation.passwordEmpty);
  });

  it('has a minimum length when it is set', () => {
    expect(passwordSchema.safeParse('short').success).toBe(false);
    expect(passwordSchema.safeParse('long enough').success).toBe(true);
  });
});

describe('name at registration', () => {
  it('is required', () => {
    expect(firstMessage(userNameSchema.safeParse('   '))).toBe(messages.validation.nameEmpty);
    expect(firstMessage(registerBody.safeParse({ email: 'a@b.co', name: '', otp: '123456' }))).toBe(
      messages.validation.nameEmpty,
    );
  });
});

describe('ticket code', () => {
  it('is required', () => {
    expect(firstMessage(ticketCodeSchema.safeParse(''))).toBe(messages.validation.ticketCodeEmpty);
  });
});

describe('generate-otp body', () => {
  it('defaults to a Login OTP and accepts Forget Password', () => {
    expect(generateOtpBody.parse({ email_or_phone: 'a@b.co' }).type).toBe('Login');
    expect(generateOtpBody.parse({ email_or_phone: 'a@b.co', type: 'Forget Password' }).type).toBe(
      'Forget Password',
    );
    expect(generateOtpBody.safeParse({ email_or_phone: 'a@b.co', type: 'Other' }).success).toBe(false);
  });
});

describe('login body', () => {
  it('needs an OTP or a password', () => {
    const result = loginBody.safeParse({ email_or_phone: 'a@b.co' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['otp']);
    expect(firstMessage(result)).toBe(messages.validation.otpEmpty);
  });

  it('checks the OTP when one is given', () => {
    const result = loginBody.safeParse({ email_or_phone: 'a@b.co', otp: 'abc' });
    expect(result.error?.issues[0]?.path).toEqual(['otp']);
  });

  it('accepts email and password', () => {
    expect(loginBody.safeParse({ email_or_phone: 'a@b.co', password: 'whatever' }).success).toBe(true);
  });
});

describe('reset-password body', () => {
  it('needs email, OTP and a valid new password', () => {
    const result = resetPasswordBody.safeParse({ email: 'a@b.co', otp: '123456', password: '' });
    expect(result.error?.issues[0]?.path).toEqual(['password']);
    expect(firstMessage(result)).toBe(messages.validation.passwordEmpty);
  });
});

describe('event name', () => {
  it('allows letters, digits, hyphen, ampersand and underscore', () => {
    expect(eventNameSchema.parse('Dev&Data_Meetup-2026')).toBe('Dev&Data_Meetup-2026');
  });

  it('refuses the names of the app pages, in any case', () => {
    for (const reserved of ['dashboard', 'Login', 'ENTRY', 'mmp-connect']) {
      expect(eventNameSchema.safeParse(reserved).success).toBe(false);
    }
    expect(eventNameSchema.safeParse('dashboards').success).toBe(true);
  });

  it('refuses anything else with the catalogue message', () => {
    for (const bad of ['My Event', 'event!', 'café', 'a/b']) {
      expect(firstMessage(eventNameSchema.safeParse(bad))).toBe(messages.validation.eventNameChars);
    }
  });
});
