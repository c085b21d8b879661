import { gridFields } from '@hoogo/testing/forms';
import { startLoopbackS3 } from '@hoogo/testing/s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { connections, users } from '../src/db/schema.js';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart } from './helpers/events.js';
import { connect, GRID, join, playableEvent, selfieFile, type TestPlayer } from './helpers/game.js';

/**
 * Media keys are content hashes: a deletion releasing a photo and another player's upload of the same
 * bytes meet on one file. Whatever their order, every connection the server acknowledged keeps its file
 * (docs/data.md, "Deleting data"; docs/decisions/0065-media-lifetime-and-deletion-races.md). Each round
 * fires one deletion at the same moment as an upload of the bytes it releases, with the deletion
 * started a little later each round, so that the rounds sweep the window between the upload's store and
 * its commit. Before the advisory locks, most rounds on PostgreSQL and some on PGlite lost the file.
 */
const ROUNDS = 12;

const s3 = await startLoopbackS3('hoogo-lifetime');
afterAll(() => s3.destroy());

let shade = 0;
/** A small JPEG no other round uses: its stored file belongs to this round's connections alone. */
async function uniqueJpeg(): Promise<Buffer> {
  shade += 1;
  const background = { r: (shade * 37) % 256, g: (shade * 91) % 256, b: 255 - (shade % 256) };
  return sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Lets the other request run first by `ms` (0: the same tick). Spreads the rounds over the window. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Path = 'leave' | 'account' | 'event' | 'purge';

describe.each(
  testBackends('both').flatMap((backend) => [
    [backend, 'disk'],
    [backend, 's3'],
  ]),
)('media lifetime on %s with media on the %s', (backend, store) => {
  const t = useTestApp(backend, store === 's3' ? { env: s3.env } : {});

  const media = () => t.app.mediaStorage;
  const exists = (key: string) =>
    media()
      .read(key)
      .then(
        () => true,
        () => false,
      );

  /** An event of its own (name unique in the test) with a full grid, hosted by a fresh account. */
  async function ownEvent(name: string, email: string) {
    const session = await registerUser(t, email, 'Owen Owner');
    const created = await call(t.app, 'POST', '/api/hoogo/manage-event/create/', {
      token: session.access_token,
      body: { name },
    });
    if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
    const grid = await callMultipart(
      t,
      'PATCH',
      `/api/hoogo/manage-event/${name}/update/`,
      gridFields(GRID),
      session.access_token,
    );
    if (grid.status !== 200) throw new Error(`grid: ${JSON.stringify(grid.body)}`);
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, email));
    return { name, ownerId: owner!.id };
  }

  async function connected(eventName: string, player: TestPlayer, x: number, y: number, bytes: Buffer) {
    const answer = await connect(t, eventName, player.user_id, x, y, { image: selfieFile(bytes) });
    if (answer.status !== 200) throw new Error(`connect: ${JSON.stringify(answer.body)}`);
    return answer.body.response;
  }

  /**
   * One round: the deletion of `path` releases a photo while Ben, elsewhere, uploads the same bytes.
   * Answers the keys of Ben's connection when the server acknowledged it.
   */
  async function round(path: Path, index: number): Promise<string[]> {
    const bytes = await uniqueJpeg();
    const ben = await join(t, 'BenFair', `ben${index}@example.com`, 'Ben Uploader');
    let deletion: () => Promise<unknown>;
    if (path === 'leave' || path === 'account') {
      const lea = await join(t, 'LeaFair', `lea-${path}${index}@example.com`, 'Lea Leaver');
      await connected('LeaFair', lea, 0, 0, bytes);
      const [row] = await t.app.db.select().from(users).where(eq(users.email, lea.email));
      const player = (await t.app.gameRepository.findByKey(lea.user_id))!;
      deletion =
        path === 'leave'
          ? () => t.app.dataDeletion.leave(player)
          : () => t.app.dataDeletion.deleteAccount(row!.id);
    } else {
      const event = await ownEvent(`Gone${path}${index}`, `owner-${path}${index}@example.com`);
      const eva = await join(t, event.name, `eva-${path}${index}@example.com`, 'Eva Player');
      await connected(event.name, eva, 0, 0, bytes);
      const row = (await t.app.eventsRepository.findByReference(event.name))!;
      deletion =
        path === 'event'
          ? () => t.app.dataDeletion.deleteEvent(row)
          : () => t.app.selfieRetention.purgeEvent(row.id);
    }
    const [answer] = await Promise.all([
      connect(t, 'BenFair', ben.user_id, 1, 1, { image: selfieFile(bytes) }),
      after(index % 6).then(deletion),
    ]);
    if (answer.status !== 200) return [];
    const image = answer.body.response.image;
    const thumbnail = answer.body.response.thumbnail;
    return [image, thumbnail].flatMap((url) => (url ? [url.slice(url.lastIndexOf('/') + 1)] : []));
  }

  const paths: Array<{ path: Path; what: string }> = [
    { path: 'leave', what: 'a player leaving' },
    { path: 'purge', what: "a host's purge" },
    // The S3 runs cover the two ways files go (a deletion's release, a purge's journal); the disk, all.
    ...(store === 'disk'
      ? [
          { path: 'account' as const, what: 'an account deletion' },
          { path: 'event' as const, what: 'an event deletion' },
        ]
      : []),
  ];

  it.each(paths.map(({ path, what }) => [what, path] as const))(
    'keeps the file of every acknowledged connection when %s races an upload of the same bytes',
    async (_what, path) => {
      await playableEvent(t, { name: 'LeaFair' });
      await ownEvent('BenFair', 'ben-owner@example.com');
      const missing: string[] = [];
      let acknowledged = 0;
      for (let index = 0; index < ROUNDS; index++) {
        const keys = await round(path, index);
        if (keys.length > 0) acknowledged += 1;
        for (const key of keys) if (!(await exists(key))) missing.push(`round ${index}: ${key}`);
      }
      // Every row still pointing at a file finds it, whoever acknowledged it.
      for (const row of await t.app.db.select().from(connections)) {
        for (const key of [row.imageKey, row.thumbnailKey]) {
          if (key && !(await exists(key))) missing.push(`row ${row.id}: ${key}`);
        }
      }
      expect(acknowledged).toBe(ROUNDS);
      expect(missing).toEqual([]);
    },
    // Bounded by its rounds, not by a time: 3 to 7 s quiet, past 30 s on a 2-core machine kept busy.
    120_000,
  );
});
