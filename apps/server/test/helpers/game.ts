import type { PlayerRegistration, UserInputResult } from '@hoogo/core';
import { connectionFields, type FilePart, type FormParts, gridFields } from '@hoogo/testing/forms';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type Player, players } from '../../src/db/schema.js';
import { type ApiAnswer, call, registerUser } from './api.js';
import type { TestApp } from './app.js';
import { callMultipart, type HostedEvent, hostedEvent } from './events.js';

export const api = '/api/hoogo';

/** A complete grid: row x holds five consecutive letters, so cell (x, y) is GRID[x][y]. */
export const GRID = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'].map((row) => row.split(''));

/** The letter of cell (x, y); 'A' for a cell off the grid. */
export const letterAt = (x: number, y: number) => GRID[x]?.[y] ?? 'A';

/** Update Event as the owner unless another `token` is given, answering whatever the route answers. */
export const patchEvent = (t: TestApp, event: HostedEvent, parts: FormParts, token = event.owner.token) =>
  callMultipart(t, 'PATCH', `${api}/manage-event/${event.event.event_name}/update/`, parts, token);

/** Update Event as the owner, which must succeed. */
export async function updateEvent(t: TestApp, event: HostedEvent, parts: Array<[string, string]>) {
  const answer = await patchEvent(t, event, parts);
  if (answer.status !== 200) throw new Error(`update failed: ${JSON.stringify(answer.body)}`);
  return answer;
}

/** A hosted event whose 25 cells are set, with friend codes of `codeDigits` digits when given. */
export async function playableEvent(t: TestApp, options: { codeDigits?: number; name?: string } = {}) {
  const event = await hostedEvent(t, options.name);
  await updateEvent(t, event, [
    ...gridFields(GRID),
    ...(options.codeDigits ? [['code_digits', String(options.codeDigits)] as [string, string]] : []),
  ]);
  return event;
}

export interface TestPlayer extends PlayerRegistration {
  token: string;
  email: string;
  name: string;
}

/** Signs a new person in and makes them join the event. */
export async function join(
  t: TestApp,
  eventName: string,
  email: string,
  name = email.split('@')[0] as string,
) {
  const session = await registerUser(t, email, name);
  const joined = await call<PlayerRegistration>(
    t.app,
    'POST',
    `${api}/manage-user/${eventName}/get-event-register-id/`,
    {
      token: session.access_token,
    },
  );
  if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  return { ...joined.body.response, token: session.access_token, email, name } satisfies TestPlayer;
}

/** The player's row as the database holds it, found by the event_register_id. */
export async function playerRow(
  t: TestApp,
  player: Pick<PlayerRegistration, 'event_register_id'>,
): Promise<Player> {
  const [row] = await t.app.db
    .select()
    .from(players)
    .where(eq(players.eventRegisterId, player.event_register_id));
  if (!row) throw new Error('no such player');
  return row;
}

/**
 * Signs in and joins one person per name, one after the other, each with the address
 * <first word of the name, lower case>@example.com: `joinAll(t, 'DevMeetup', 'Pia', 'Max')`.
 */
export async function joinAll<Names extends string[]>(
  t: TestApp,
  eventName: string,
  ...names: Names
): Promise<{ [K in keyof Names]: TestPlayer }> {
  const joined: TestPlayer[] = [];
  for (const name of names) {
    joined.push(await join(t, eventName, `${name.split(' ')[0]?.toLowerCase()}@example.com`, name));
  }
  return joined as { [K in keyof Names]: TestPlayer };
}

/**
 * A real JPEG of `width` x `height` in one colour: content-addressed media give each colour its own
 * files. The tests whose subject is the upload send these through sharp on the server; a card that is
 * only the setting is filled through the repository instead (`seedConnections`).
 */
export const jpegOf = (background: sharp.Color, width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

let jpegCache: Buffer | undefined;

/** A small real JPEG (64 x 48), made once per test file. */
export async function jpeg(): Promise<Buffer> {
  jpegCache ??= await jpegOf('#0f766e');
  return jpegCache;
}

export const selfieFile = (content: Buffer, filename = 'selfie.jpg'): FilePart => ({
  filename,
  content,
  type: 'image/jpeg',
});

/** A selfie of one colour: the same colour gives the same file (media keys are content hashes). */
export const selfieOf = async (background: sharp.Color): Promise<FilePart> =>
  selfieFile(await jpegOf(background));

let shade = 0;
/** A selfie no other call of the test file makes: its file is its connection's alone. */
export function uniqueSelfie(): Promise<FilePart> {
  shade += 1;
  return selfieOf({ r: (shade * 37) % 256, g: (shade * 91) % 256, b: (shade * 53) % 256 });
}

export interface ConnectionFields {
  letter?: string;
  name?: string;
  liner?: string;
  code?: string;
  image?: FilePart | null;
  /**
   * The selfie_consent field: 'true' unless said otherwise (the person agreed to the photo being shown,
   * so the public views show it, docs/data.md); null leaves the field out (counted as not given).
   */
  selfieConsent?: 'true' | 'false' | null;
  /** Sent as the Idempotency-Key header. */
  idempotencyKey?: string;
}

/** POST user-input for the cell (x, y) with valid fields unless `fields` says otherwise. */
export async function connect(
  t: TestApp,
  eventName: string,
  userId: string,
  x: number | string,
  y: number | string,
  fields: ConnectionFields = {},
): Promise<ApiAnswer<UserInputResult>> {
  const letter = fields.letter ?? letterAt(Number(x), Number(y));
  const image = fields.image === undefined ? selfieFile(await jpeg()) : fields.image;
  const parts = connectionFields({
    x,
    y,
    letter,
    name: fields.name ?? `${letter}lex Example`,
    liner: fields.liner ?? 'We talked about compilers and coffee',
    code: fields.code,
    image: image ?? undefined,
  });
  const consent = fields.selfieConsent === undefined ? 'true' : fields.selfieConsent;
  if (consent !== null) parts.push(['selfie_consent', consent]);
  return callMultipart<UserInputResult>(
    t,
    'POST',
    `${api}/manage-game/${eventName}/user-input/?user_id=${encodeURIComponent(userId)}`,
    parts,
    undefined,
    fields.idempotencyKey === undefined ? {} : { 'idempotency-key': fields.idempotencyKey },
  );
}

/** Fills the given cells one after the other, the i-th with codes[i] if given; every one must succeed. */
export async function fill(
  t: TestApp,
  eventName: string,
  userId: string,
  cells: Array<[number, number]>,
  codes: string[] = [],
) {
  let last: ApiAnswer<UserInputResult> | undefined;
  for (const [i, [x, y]] of cells.entries()) {
    const code = codes[i];
    last = await connect(t, eventName, userId, x, y, code === undefined ? {} : { code });
    if (last.status !== 200) throw new Error(`connect ${x},${y} failed: ${JSON.stringify(last.body)}`);
  }
  return last as ApiAnswer<UserInputResult>;
}

/**
 * Fills the given cells of the player's card straight through the game repository, without friend codes
 * and with one stored selfie for every cell: for tests where the filled card is the setting, not what is
 * tested (no upload, no image processing).
 */
export async function seedConnections(t: TestApp, player: TestPlayer, cells: Array<[number, number]>) {
  const stored = await t.app.gameRepository.findByKey(player.user_id);
  if (!stored) throw new Error(`no player with the key ${player.user_id}`);
  const selfie = await t.app.mediaStorage.put(await jpeg(), 'jpg');
  for (const [x, y] of cells) {
    const letter = letterAt(x, y);
    await t.app.gameRepository.addConnection({
      eventId: stored.eventId,
      playerId: stored.id,
      x,
      y,
      letter,
      connectedName: `${letter}lex Example`,
      liner: 'We talked about compilers and coffee',
      imageKey: selfie,
      thumbnailKey: selfie,
      code: null,
      connectedPlayerId: null,
    });
  }
}

export const allCells = GRID.flatMap((row, x) => row.map((_, y): [number, number] => [x, y]));

/** 21 cells: rows 0..3, then (4, 0) completes column 0 and the anti-diagonal (six lines, capped at five). */
export const fiveBingoCells: Array<[number, number]> = [...allCells.filter(([x]) => x < 4), [4, 0]];

/** Fills the player's card to five bingos through the repository (`seedConnections`): a completed card. */
export const completeCard = (t: TestApp, player: TestPlayer) => seedConnections(t, player, fiveBingoCells);
