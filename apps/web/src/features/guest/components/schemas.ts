/**
 * The quick-join form's schema, the server's own body schema: loaded by the form when it mounts
 * (lib/api-form.ts), so the event link's sign-in screen does not carry zod.
 */
export { quickJoinBody } from '@hoogo/core';
