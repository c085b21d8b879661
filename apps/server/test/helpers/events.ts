import { crc32 } from 'node:zlib';
import type {
  ActivityItem,
  CreatedEvent,
  Envelope,
  Host,
  ModeratedPlayer,
  PlayerRegistration,
} from '@hoogo/core';
import { type FilePart, type FormParts, multipart } from '@hoogo/testing/forms';
import sharp from 'sharp';
import { type ApiAnswer, call, registerUser } from './api.js';
import type { TestApp } from './app.js';

/** One multipart call through fastify.inject. */
export async function callMultipart<T = unknown>(
  t: TestApp,
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  parts: FormParts,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
  });
  return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
}

export const png = (width: number, height: number, background = '#3730a3') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A small PNG whose header claims `width` x `height`: enough for the pixel limit, nothing to decode. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(4, 4));
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

export const file = (content: Buffer, filename = 'template.png', type = 'image/png'): FilePart => ({
  filename,
  content,
  type,
});

export interface HostedEvent {
  event: CreatedEvent;
  owner: { token: string; id: string };
  admin: { token: string; id: string };
  other: { token: string; id: string };
}

const tokenOwner = async (t: TestApp, email: string, name: string) => {
  const session = await registerUser(t, email, name);
  const user = await t.app.usersRepository.findByEmail(email);
  return { token: session.access_token, id: user!.id };
};

/** Accepts a host invitation as the invited account (Add Host answers the invitation's id). */
export async function acceptInvitation(t: TestApp, token: string, invitationId: string): Promise<void> {
  const accepted = await call(
    t.app,
    'POST',
    `/api/hoogo/manage-user/host-invitations/${invitationId}/accept/`,
    {
      token,
    },
  );
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
}

/** An event with an owner, an admin and a signed-in user who hosts nothing. */
export async function hostedEvent(t: TestApp, name = 'DevMeetup'): Promise<HostedEvent> {
  const owner = await tokenOwner(t, 'owner@example.com', 'Olivia Owner');
  const admin = await tokenOwner(t, 'admin@example.com', 'Adam Admin');
  const other = await tokenOwner(t, 'other@example.com', 'Otto Other');
  const created = await call<CreatedEvent>(t.app, 'POST', '/api/hoogo/manage-event/create/', {
    token: owner.token,
    body: { name },
  });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const added = await call<Host>(t.app, 'POST', `/api/hoogo/manage-event/${name}/host/create/`, {
    token: owner.token,
    body: { email: 'admin@example.com' },
  });
  if (added.status !== 200) throw new Error(`add admin failed: ${JSON.stringify(added.body)}`);
  await acceptInvitation(t, admin.token, added.body.response.id);
  return { event: created.body.response, owner, admin, other };
}

/** A host's moderation action on the event (docs/product.md, "Moderation"), by the event's id. */
const moderate = <T>(t: TestApp, event: HostedEvent, path: string, token: string) =>
  call<T>(t.app, 'POST', `/api/hoogo/manage-event/${event.event.event_id}${path}`, { token });

type Registered = Pick<PlayerRegistration, 'event_register_id'>;

/** Hides the connection `id`, as the owner unless another host's `token` is given. */
export const hideConnection = (t: TestApp, event: HostedEvent, id: string, token = event.owner.token) =>
  moderate<ActivityItem>(t, event, `/connections/${id}/hide/`, token);

/** Shows the hidden connection `id` again, as the owner unless another host's `token` is given. */
export const unhideConnection = (t: TestApp, event: HostedEvent, id: string, token = event.owner.token) =>
  moderate<ActivityItem>(t, event, `/connections/${id}/unhide/`, token);

/** Removes the player from the event, as the owner unless another host's `token` is given. */
export const removePlayer = (t: TestApp, event: HostedEvent, player: Registered, token = event.owner.token) =>
  moderate<ModeratedPlayer>(t, event, `/players/${player.event_register_id}/remove/`, token);

/** Restores the removed player, as the owner unless another host's `token` is given. */
export const restorePlayer = (
  t: TestApp,
  event: HostedEvent,
  player: Registered,
  token = event.owner.token,
) => moderate<ModeratedPlayer>(t, event, `/players/${player.event_register_id}/restore/`, token);
