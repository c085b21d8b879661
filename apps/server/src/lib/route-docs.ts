import { errorEnvelope } from '@hoogo/core';

/**
 * The parts of a route's OpenAPI schema that most calls share, written once: the refusals a call of a
 * signed-in user may answer (each the envelope with `response: null`, docs/decisions/0002-api.md), and
 * the bearer token it is called with. A call whose refusals differ (sign-in's 429, a phone's call with no
 * 401) spells its own.
 */
export const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
};

export const bearer = [{ bearerAuth: [] }];
