import type { CreatedEvent } from '@hoogo/core';
import { eq } from 'drizzle-orm';
import { connections } from '../../src/db/schema.js';
import { call, registerUser } from '../helpers/api.js';
import type { TestApp } from '../helpers/app.js';
import { api, connect, join, jpeg, playableEvent, type TestPlayer } from '../helpers/game.js';
import type { Target } from './generators.js';

/**
 * The setting of the fuzz suites: the event under attack with its hosts, a player who made a
 * connection and shares contact details, and a player the hosts removed; and another event, with its own
 * host and player, whose credentials must open nothing of the first.
 */
export interface World {
  eventId: string;
  eventName: string;
  owner: { token: string; id: string };
  admin: { token: string; id: string };
  player: TestPlayer;
  removed: TestPlayer;
  connectionId: string;
  other: { eventId: string; host: { token: string }; player: TestPlayer };
  jpeg: Buffer;
  /**
   * What only the event's hosts, or the player, may read: no answer to anyone else may hold one of
   * these (emails, the player's secret key, their contact details).
   */
  secrets: string[];
}

/** Contact details the player shares with the people they met (and nobody else). */
const CONTACT_EMAIL = 'fuzz-contact-secret@example.com';

export async function buildWorld(t: TestApp): Promise<World> {
  await t.db.reset();
  const hosted = await playableEvent(t, { name: 'FuzzFest' });
  const { event } = hosted;
  const player = await join(t, 'FuzzFest', 'fuzz-player@example.com', 'Pat Player');
  const removed = await join(t, 'FuzzFest', 'fuzz-removed@example.com', 'Rey Removed');
  const made = await connect(t, 'FuzzFest', player.user_id, 0, 0);
  if (made.status !== 200) throw new Error(`connection failed: ${JSON.stringify(made.body)}`);
  const contact = await t.app.inject({
    method: 'PUT',
    url: `${api}/manage-game/${event.event_id}/contact/`,
    payload: { user_id: player.user_id, email: CONTACT_EMAIL, share: true },
  });
  if (contact.statusCode !== 200) throw new Error(`contact failed: ${contact.body}`);
  const removal = await call(
    t.app,
    'POST',
    `${api}/manage-event/${event.event_id}/players/${removed.event_register_id}/remove/`,
    { token: hosted.owner.token },
  );
  if (removal.status !== 200) throw new Error(`removal failed: ${JSON.stringify(removal.body)}`);
  const [connection] = await t.db.database.db
    .select({ id: connections.id })
    .from(connections)
    .where(eq(connections.eventId, event.event_id));
  if (!connection) throw new Error('no connection stored');

  const otherHost = await registerUser(t, 'other-host@example.com', 'Hal Otherhost');
  const created = await call<CreatedEvent>(t.app, 'POST', `${api}/manage-event/create/`, {
    token: otherHost.access_token,
    body: { name: 'OtherFest' },
  });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const otherPlayer = await join(t, 'OtherFest', 'other-player@example.com', 'Opal Otherplayer');

  return {
    eventId: event.event_id,
    eventName: event.event_name,
    owner: hosted.owner,
    admin: hosted.admin,
    player,
    removed,
    connectionId: connection.id,
    other: {
      eventId: created.body.response.event_id,
      host: { token: otherHost.access_token },
      player: otherPlayer,
    },
    jpeg: await jpeg(),
    secrets: [
      'owner@example.com',
      'admin@example.com',
      'fuzz-player@example.com',
      CONTACT_EMAIL,
      player.user_id,
    ],
  };
}

/** Path parameters of the event under attack, whoever calls. */
const eventPath = (world: World): Record<string, string> => ({
  id: world.eventId,
  playerId: world.player.event_register_id,
  hostId: world.admin.id,
  connectionId: world.connectionId,
});

/** The event's owner and its active player: what the hostile fuzz and the concurrent repeats use. */
export function insiderTarget(world: World): Target {
  return {
    path: eventPath(world),
    eventName: world.eventName,
    values: {
      user_id: world.player.user_id,
      event_register_id: world.player.event_register_id,
      token: world.owner.token,
    },
    fallback: world.player.event_register_id,
    bearer: { owner: world.owner.token, player: world.player.token },
    jpeg: world.jpeg,
  };
}

/** Who attacks the event: the other event's host (and its player's key), or the removed player. */
export type Attacker = 'other-host' | 'removed';

/** Requests at the event under attack carrying an attacker's credentials only (as the `owner` auth). */
export function attackerTarget(world: World, attacker: Attacker): Target {
  const credentials =
    attacker === 'other-host'
      ? { token: world.other.host.token, player: world.other.player }
      : { token: world.removed.token, player: world.removed };
  return {
    path: eventPath(world),
    eventName: world.eventName,
    values: {
      user_id: credentials.player.user_id,
      event_register_id: credentials.player.event_register_id,
      token: credentials.token,
    },
    fallback: credentials.player.event_register_id,
    bearer: { owner: credentials.token, player: credentials.player.token },
    jpeg: world.jpeg,
  };
}

/** Whether the world still holds: the owner hosts the event, the player's card opens, the removal stands. */
export async function worldIntact(t: TestApp, world: World): Promise<string[]> {
  const broken: string[] = [];
  const info = await t.app.inject({
    method: 'GET',
    url: `${api}/manage-event/${world.eventId}/get-info/`,
    headers: { authorization: `Bearer ${world.owner.token}` },
  });
  if (info.statusCode !== 200 || info.json().response?.role !== 'Owner')
    broken.push('the owner hosts no more');
  const card = await t.app.inject({
    method: 'GET',
    url: `${api}/manage-game/${world.eventId}/get-user-matrix/?user_id=${world.player.user_id}`,
  });
  if (card.statusCode !== 200) broken.push(`the player's card answers ${card.statusCode}`);
  const joined = await t.app.inject({
    method: 'GET',
    url: `${api}/manage-user/${world.eventId}/get-event-register-id/`,
    headers: { authorization: `Bearer ${world.player.token}` },
  });
  if (joined.statusCode !== 200) broken.push(`the player's session answers ${joined.statusCode}`);
  // The removed player stays removed (or gone, after leaving the game).
  const removed = await t.app.inject({
    method: 'GET',
    url: `${api}/manage-game/${world.eventId}/get-user-matrix/?user_id=${world.removed.user_id}`,
  });
  if (removed.statusCode === 200 && removed.json().response?.removed !== true)
    broken.push('the removal is undone');
  const hosts = await t.app.inject({
    method: 'GET',
    url: `${api}/manage-event/${world.eventId}/host/list/`,
    headers: { authorization: `Bearer ${world.owner.token}` },
  });
  if (!hosts.body.includes(world.admin.id)) broken.push('the admin hosts no more');
  return broken;
}
