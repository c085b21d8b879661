import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { newEventNameSchema } from '../schemas/event.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a new event name', () => {
  it('never looks like an event id, in any letter case: an address of that shape names an event by its id', () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', '0F8FAD5B-D9CB-469F-A165-70867728950E']) {
      const result = newEventNameSchema.safeParse(id);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(messages.eventApi.nameLooksLikeId);
    }
  });

  it('may look like part of an id, or an id with more around it', () => {
    for (const name of [
      '0f8fad5b',
      '0f8fad5b-d9cb-469f-a165-70867728950e-2',
      'x0f8fad5b-d9cb-469f-a165-70867728950e',
    ]) {
      expect(newEventNameSchema.parse(name)).toBe(name);
    }
  });

  it('keeps every rule of an event name', () => {
    expect(firstMessage(newEventNameSchema.safeParse('my event!'))).toBe(messages.validation.eventNameChars);
    expect(newEventNameSchema.safeParse('dashboard').success).toBe(false);
    expect(newEventNameSchema.parse('  Dev&Data_Meetup-2026 ')).toBe('Dev&Data_Meetup-2026');
  });
});
