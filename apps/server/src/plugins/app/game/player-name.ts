/** How a player's name shows when the account has none (an account pre-registered by a host). */
export const UNNAMED_PLAYER = 'Player';

/** The name a player shows: the account's, or UNNAMED_PLAYER when it has none. */
export const displayName = (name: string | null) => name?.trim() || UNNAMED_PLAYER;
