import type { ConnectionImage } from '@hoogo/core';
import type { Connection } from '../db/schema.js';

/**
 * A connection as the gallery and the card show it: the selfie's URL, the names and the liner.
 * `linkedName` is the registered name of the player whose friend code filled the cell; `maker` the player
 * who made it (event_register_id and name), given for the boards' snapshot so the big screen's gallery
 * names both people (a live update names the maker in its `player`).
 */
/**
 * The selfie's address and its small copy's, null once the selfie was deleted. Until the backfill made
 * it, the full image stands in for the small copy: a thumbnail is never a dead link.
 */
export function selfieUrls(
  mediaUrl: (key: string) => string,
  connection: Pick<Connection, 'imageKey' | 'thumbnailKey'>,
): { image: string | null; thumbnail: string | null } {
  if (connection.imageKey === null) return { image: null, thumbnail: null };
  return {
    image: mediaUrl(connection.imageKey),
    thumbnail: mediaUrl(connection.thumbnailKey ?? connection.imageKey),
  };
}

export const toConnectionImage = (
  mediaUrl: (key: string) => string,
  connection: Connection,
  linkedName: string | null,
  maker?: { eventRegisterId: string; name: string },
): ConnectionImage => ({
  ...(maker && { event_register_id: maker.eventRegisterId, maker_name: maker.name }),
  ...selfieUrls(mediaUrl, connection),
  user_name: linkedName,
  liner: connection.liner,
  connected_name: connection.connectedName,
  connected_at: connection.createdAt.toISOString(),
  code: connection.code,
});
