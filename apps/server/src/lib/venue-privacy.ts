import {
  type ConnectionImage,
  type GridCell,
  type LeaderboardPlayer,
  publicName,
  showsSelfies,
  type VenuePrivacy,
  type VotingRow,
} from '@hoogo/core';

/**
 * What the event's public views show (docs/data.md, "The venue's privacy setting" and "Consent for selfies"):
 * the boards (game and voting, over HTTP and the live sockets), their gallery and toasts, and the read-only
 * cards opened with an event_register_id. In 'first_name' and 'initials' the names are shortened by core's
 * publicName and no selfie, thumbnail or liner is shown; in every mode a selfie whose person did not agree to
 * it being shown (selfie_consent false; null is an older connection, counted as agreed) stays off them.
 * Hosts' screens and the player's own card show everything and never come here.
 *
 * In 'full' mode each function answers the object it was given, so a cached row keeps its identity
 * (and its serialization, plugins/app/live/leaderboard-cache.ts).
 */

/** Whether a connection's selfie may be shown on the public views of an event in `mode`. */
export const selfieShown = (mode: VenuePrivacy, consent: boolean | null | undefined): boolean =>
  showsSelfies(mode) && consent !== false;

/** A game leaderboard row as the public sees it (any friend code is the caller's to drop). */
export function publicRow<Row extends LeaderboardPlayer>(row: Row, mode: VenuePrivacy): Row {
  if (mode === 'full') return row;
  return { ...row, user_name: publicName(row.user_name, mode) };
}

/** A voting leaderboard row as the public sees it. */
export function publicVotingRow(row: VotingRow, mode: VenuePrivacy): VotingRow {
  if (mode === 'full') return row;
  return { ...row, name: publicName(row.name, mode) };
}

const nameOrNull = (name: string | null, mode: VenuePrivacy) =>
  name === null ? null : publicName(name, mode);

/**
 * A gallery entry (a connection made) as the public sees it, without the friend code that made it: both
 * names shortened, and in the anonymous
 * modes no liner (descriptions often name people). Without the selfie (anonymous modes, or no consent)
 * the entry stays, image and thumbnail null: a live update still counts the connection and names it in
 * the toast, and the board's gallery skips entries without an image.
 */
export function publicImage(
  image: ConnectionImage,
  mode: VenuePrivacy,
  consent: boolean | null | undefined,
): ConnectionImage {
  const shown = selfieShown(mode, consent);
  // The friend code entered is exchanged in person, never shown to the room (like the rows' user_code).
  if (mode === 'full' && shown) return image.code === null ? image : { ...image, code: null };
  return {
    ...image,
    code: null,
    ...(!shown && { image: null, thumbnail: null }),
    ...(mode !== 'full' && {
      user_name: nameOrNull(image.user_name, mode),
      connected_name: publicName(image.connected_name, mode),
      ...(image.maker_name !== undefined && { maker_name: publicName(image.maker_name, mode) }),
      liner: '',
    }),
  };
}

/** A filled cell of a read-only card (someone else's) as the public sees it: as publicImage, liner null. */
export function publicCell(
  cell: GridCell,
  mode: VenuePrivacy,
  consent: boolean | null | undefined,
): GridCell {
  const shown = selfieShown(mode, consent);
  if (mode === 'full' && shown) return cell;
  return {
    ...cell,
    ...(!shown && { image: null, thumbnail: null }),
    ...(mode !== 'full' && {
      user_name: nameOrNull(cell.user_name, mode),
      connected_name: nameOrNull(cell.connected_name, mode),
      liner: null,
    }),
  };
}
