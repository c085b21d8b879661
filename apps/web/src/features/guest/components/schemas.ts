/**
 * The guest forms' schemas, the server's own body schemas: loaded by a form when it mounts
 * (lib/api-form.ts), so neither the event link's sign-in screen nor the player page carries zod.
 */
export { guestConfirmEmailBody, guestEmailBody, quickJoinBody } from '@hoogo/core';
