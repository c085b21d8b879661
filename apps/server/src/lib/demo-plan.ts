import { createHash } from 'node:crypto';
import { GRID_SIZE, messages } from '@hoogo/core';

/*
 * The script of a demo event (docs/decisions/0047-demo-events.md): who the simulated players are, the grid,
 * and every step of the game with its time counted from the demo's start. It is a pure function of the
 * event's id, so an instance that resumes a demo after a restart finds the same steps and skips those the
 * database says are done.
 */

/** How long a demo plays, from its start to its last vote. */
export const DEMO_DURATION_MS = 5 * 60_000;
/** When the demo turns voting on: every connection is made before. */
export const DEMO_VOTING_AT_MS = 4 * 60_000 + 10_000;
export const DEMO_PLAYER_COUNT = 24;
/** Players who fill their whole card (the rest stop after a few connections). */
const COMPLETERS = 4;
/** Players who cast votes once voting is on. */
const VOTERS = 14;
/** The friend codes' length in a demo event. */
export const DEMO_CODE_DIGITS = 4;
/** The domain of the simulated accounts' addresses: `.invalid` is reserved, so no mail can ever reach one. */
export const DEMO_EMAIL_DOMAIN = 'demo.hoogo.invalid';

/** Common first names by initial: the grid's letters are initials of these. */
const FIRST_NAMES: Record<string, string[]> = {
  A: ['Anna', 'Amir', 'Alice'],
  B: ['Ben', 'Bella', 'Bruno'],
  C: ['Chloe', 'Carlos', 'Clara'],
  D: ['David', 'Diana', 'Dev'],
  E: ['Emma', 'Ethan', 'Elena'],
  F: ['Felix', 'Fatima', 'Freya'],
  G: ['Grace', 'Gabriel', 'Gita'],
  H: ['Hana', 'Hugo', 'Harper'],
  J: ['James', 'Julia', 'Jonas'],
  K: ['Kai', 'Kim', 'Karin'],
  L: ['Lucas', 'Lena', 'Leo'],
  M: ['Maria', 'Max', 'Mei'],
  N: ['Nina', 'Noah', 'Nadia'],
  O: ['Omar', 'Olga', 'Oscar'],
  P: ['Priya', 'Paul', 'Petra'],
  R: ['Ravi', 'Rosa', 'Ruben'],
  S: ['Sara', 'Sam', 'Sofia'],
  T: ['Tom', 'Tara', 'Theo'],
};
const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVW';

/** Words of the demo events' names ("Demo-Harbor-4821"). */
const NAME_WORDS = ['Aurora', 'Harbor', 'Meadow', 'Summit', 'Lagoon', 'Canyon', 'Orchard', 'Comet', 'Delta'];

export interface DemoPlayer {
  index: number;
  name: string;
  letter: string;
  /** When the player joins, ms from the start. */
  joinAt: number;
}

export type DemoStep =
  | { at: number; kind: 'join'; player: number }
  | {
      at: number;
      kind: 'connect';
      player: number;
      /** The player met: their name fills the cell, their friend code links the two. */
      partner: number;
      x: number;
      y: number;
      liner: string;
      /** The avatar's background colour. */
      hue: number;
    }
  | { at: number; kind: 'voting' }
  | { at: number; kind: 'vote'; player: number; candidate: number };

export interface DemoPlan {
  players: DemoPlayer[];
  matrix: string[][];
  steps: DemoStep[];
}

/** A small seeded generator (mulberry32): the same seed gives the same demo. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** A name for a new demo event, valid for newEventNameSchema: "Demo-<word>-<4 digits>". */
export function demoEventName(random: () => number = Math.random): string {
  const word = NAME_WORDS[Math.floor(random() * NAME_WORDS.length)] as string;
  return `Demo-${word}-${String(between(random, 1000, 9999))}`;
}

/** The address of a simulated account: under a reserved domain, one per demo event and player. */
export const demoEmail = (eventId: string, index: number) =>
  `player-${String(index + 1).padStart(2, '0')}.${eventId}@${DEMO_EMAIL_DOMAIN}`;

/** The grid a demo event starts with, from its seed (the same as the plan's). */
export const demoMatrix = (seed: string) => demoPlan(seed).matrix;

/**
 * The whole demo: 24 players with names on 12 initials (two each), the 5x5 grid of their initials
 * (plus one), and the steps. Each connection links the player to another simulated player whose name
 * starts with the cell's letter, by friend code; a player links each other player at most once, so a
 * player can fill every cell but at most two, which always leaves five lines: the completers finish.
 */
export function demoPlan(seed: string): DemoPlan {
  const random = seededRandom(seed);
  const letters = shuffle(Object.keys(FIRST_NAMES), random).slice(0, DEMO_PLAYER_COUNT / 2);
  const players: DemoPlayer[] = shuffle(
    letters.flatMap((letter) =>
      shuffle(FIRST_NAMES[letter] as string[], random)
        .slice(0, 2)
        .map((first) => ({
          letter,
          name: `${first} ${LAST_INITIALS[between(random, 0, LAST_INITIALS.length - 1)]}.`,
        })),
    ),
    random,
  ).map((player, index) => ({
    ...player,
    index,
    // The first few join at once, so the board fills quickly; the last joins after about two minutes.
    joinAt: index < 4 ? 1_000 + index * 700 : 4_000 + index * 4_500 + between(random, 0, 3_000),
  }));

  const cellLetters = shuffle([...players.map((player) => player.letter), letters[0] as string], random);
  const matrix = Array.from({ length: GRID_SIZE }, (_, x) =>
    Array.from({ length: GRID_SIZE }, (_, y) => cellLetters[x * GRID_SIZE + y] as string),
  );

  const steps: DemoStep[] = players.map((player) => ({
    at: player.joinAt,
    kind: 'join',
    player: player.index,
  }));
  const completers = new Set(
    shuffle(players.slice(0, 12), random)
      .slice(0, COMPLETERS)
      .map((p) => p.index),
  );
  /** Who linked whom, either way: a vote needs such a link. */
  const linked = new Set<string>();
  const lastConnectionAt = DEMO_VOTING_AT_MS - 10_000;

  for (const player of players) {
    // Each cell of the card is matched to a different player with that initial.
    const partners = shuffle(
      players.filter((other) => other.index !== player.index),
      random,
    );
    const pairs: Array<{ x: number; y: number; partner: DemoPlayer }> = [];
    for (const [index, letter] of cellLetters.entries()) {
      const at = partners.findIndex((other) => other.letter === letter);
      if (at < 0) continue;
      const [partner] = partners.splice(at, 1);
      pairs.push({ x: Math.floor(index / GRID_SIZE), y: index % GRID_SIZE, partner: partner as DemoPlayer });
    }
    const count = completers.has(player.index) ? pairs.length : between(random, 2, 14);
    const chosen = shuffle(pairs, random)
      .slice(0, count)
      .sort((a, b) => a.partner.joinAt - b.partner.joinAt);
    // Completers start early and finish by about four minutes; the others spread over the game.
    const start = player.joinAt + 5_000;
    const end = completers.has(player.index)
      ? lastConnectionAt - between(random, 0, 60_000)
      : lastConnectionAt;
    const times = chosen.map(() => between(random, start, end)).sort((a, b) => a - b);
    for (const [index, pair] of chosen.entries()) {
      const at = Math.max(times[index] as number, pair.partner.joinAt + 3_000);
      linked.add(`${player.index}:${pair.partner.index}`).add(`${pair.partner.index}:${player.index}`);
      steps.push({
        at: Math.min(at, lastConnectionAt),
        kind: 'connect',
        player: player.index,
        partner: pair.partner.index,
        x: pair.x,
        y: pair.y,
        liner: messages.demo.descriptions[
          between(random, 0, messages.demo.descriptions.length - 1)
        ] as string,
        hue: between(random, 0, 359),
      });
    }
  }

  steps.push({ at: DEMO_VOTING_AT_MS, kind: 'voting' });
  const voters = shuffle(
    players.filter((player) => !completers.has(player.index)),
    random,
  ).slice(0, VOTERS);
  for (const voter of voters) {
    const candidates = shuffle(
      [...completers].filter((candidate) => linked.has(`${voter.index}:${candidate}`)),
      random,
    ).slice(0, between(random, 1, 2));
    for (const candidate of candidates) {
      steps.push({
        at: between(random, DEMO_VOTING_AT_MS + 5_000, DEMO_DURATION_MS),
        kind: 'vote',
        player: voter.index,
        candidate,
      });
    }
  }
  // A stable order: by time, then as generated.
  return {
    players,
    matrix,
    steps: steps
      .map((step, order) => ({ step, order }))
      .sort((a, b) => a.step.at - b.step.at || a.order - b.order)
      .map(({ step }) => step),
  };
}

/**
 * The picture of a connection: the initials of the person met on a coloured square, with a band in the
 * colour of the player who took it and the person's name in it, as an SVG for sharp to render. A player
 * meets each person once and each player's band colour is their own, so no two connections of a demo
 * share a picture (media is stored by content: two equal pictures would be one file).
 */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function avatarSvg(name: string, hue: number, takerIndex: number, size = 480): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part.replace(/[^A-Za-z]/g, '').charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="hsl(${hue}, 55%, 42%)"/>` +
    `<rect y="88" width="100" height="12" fill="hsl(${(takerIndex * 47) % 360}, 70%, 60%)"/>` +
    `<circle cx="50" cy="40" r="17" fill="hsl(${hue}, 60%, 78%)"/>` +
    `<path d="M18 96c4-20 18-30 32-30s28 10 32 30z" fill="hsl(${hue}, 60%, 78%)"/>` +
    `<text x="50" y="46" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="14" font-weight="bold" fill="hsl(${hue}, 55%, 25%)">${initials}</text>` +
    // Over the band, last: the name makes each connection's picture its own (see above).
    `<rect y="90" width="100" height="10" fill="hsl(${(takerIndex * 47) % 360}, 70%, 60%)"/>` +
    `<text x="50" y="97.5" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="6" fill="#111">${escapeXml(name)}</text>` +
    '</svg>'
  );
}
