import type { Envelope, FieldMessages } from '@hoogo/core';

/** A successful answer: the payload under `response`, a human sentence in `message.general`. */
export function ok<T>(response: T, general: string, statusCode = 200): Envelope<T> {
  return { hasError: false, statusCode, message: { general: [general] }, response };
}

export function failure(statusCode: number, message: FieldMessages): Envelope<null> {
  return { hasError: true, statusCode, message, response: null };
}

/**
 * An expected failure that the error handler turns into an envelope. `statusCode` is the application
 * code (docs/decisions/0002-api.md: "Envelope everywhere") and defaults to the HTTP status.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly httpStatus: number;
  readonly statusCode: number;
  readonly fields: Record<string, string[]>;

  constructor(
    httpStatus: number,
    general: string,
    options: { statusCode?: number; fields?: Record<string, string[]> } = {},
  ) {
    super(general);
    this.httpStatus = httpStatus;
    this.statusCode = options.statusCode ?? httpStatus;
    this.fields = options.fields ?? {};
  }

  get envelope(): Envelope<null> {
    return failure(this.statusCode, { ...this.fields, general: [this.message] });
  }
}

/** A field error: the sentence goes under the field and, as the summary, under `general`. */
export function fieldError(httpStatus: number, field: string, sentence: string): ApiError {
  return new ApiError(httpStatus, sentence, { fields: { [field]: [sentence] } });
}
