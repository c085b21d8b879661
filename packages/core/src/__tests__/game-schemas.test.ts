import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import {
  connectionNameSchema,
  descriptionLettersLeft,
  friendCodeSchema,
  linerSchema,
  nameStartsWithLetter,
} from '../schemas/game.js';

describe('connection form', () => {
  it('needs a name of more than one letter', () => {
    expect(connectionNameSchema.safeParse('A').error?.issues[0]?.message).toBe(
      messages.validation.connectionName,
    );
    expect(connectionNameSchema.safeParse('  ').success).toBe(false);
    expect(connectionNameSchema.parse(' Al ')).toBe('Al');
  });

  it('needs a name that starts with the cell letter, in any case', () => {
    expect(nameStartsWithLetter('anna', 'A')).toBe(true);
    expect(nameStartsWithLetter(' Bob', 'b')).toBe(true);
    expect(nameStartsWithLetter('Carl', 'A')).toBe(false);
    expect(nameStartsWithLetter('Émile', 'E')).toBe(true);
    expect(nameStartsWithLetter('Łukasz', 'L')).toBe(true);
  });

  it('needs a description of at least 10 characters and at most 280', () => {
    expect(linerSchema.safeParse('too short').error?.issues[0]?.message).toBe(
      messages.validation.connectionDescription,
    );
    expect(linerSchema.safeParse('Builds robots for fun').success).toBe(true);
    expect(linerSchema.safeParse('x'.repeat(281)).success).toBe(false);
    expect(descriptionLettersLeft('x'.repeat(30))).toBe(250);
  });

  it('needs a friend code of exactly the event digits', () => {
    expect(friendCodeSchema(4).safeParse('1234').success).toBe(true);
    expect(friendCodeSchema(4).safeParse('123').success).toBe(false);
    expect(friendCodeSchema(4).safeParse('12a4').success).toBe(false);
  });
});
