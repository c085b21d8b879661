import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { connections, players, users } from './schema.js';

/**
 * The people a connection names, for the reads that show them beside it (the activity feed, the gallery,
 * the people met, the score): its maker (`connections.player_id`) and the player it links by friend
 * code (`connections.connected_player_id`, null when the cell names someone who did not play), each with
 * their account for the name. Aliases of players and users, so one query can join both; each comes with
 * the condition that joins it, written once here.
 */
export const makers = alias(players, 'makers');
export const makerUsers = alias(users, 'maker_users');
export const linked = alias(players, 'linked');
export const linkedUsers = alias(users, 'linked_users');

/** The maker of the connection (inner join: every connection has one). */
export const joinsMaker = eq(makers.id, connections.playerId);
export const joinsMakerUser = eq(makerUsers.id, makers.userId);
/** The linked player (left join: most cells link nobody). */
export const joinsLinked = eq(linked.id, connections.connectedPlayerId);
export const joinsLinkedUser = eq(linkedUsers.id, linked.userId);
