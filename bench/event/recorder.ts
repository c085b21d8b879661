/**
 * What the rehearsal records while it runs: every answer of every action (when, how long, how it ended),
 * and the lags from a change to the screens and phones that show it. Times are ms after the QR code was
 * shown (performance.now() based).
 */
import type { HttpAnswer } from '../lib/http.ts';
import { type Summary, summarize } from '../lib/stats.ts';

/**
 * ok: answered as asked; refused: a 429 (a limit) or a 503 with a Retry-After (the server sheds load and
 * says when to come back; the phone's outbox does); rule: a refusal of the game's rules the bench asked for
 * on purpose (a wrong letter, a wrong code, a filled cell, a removed player's submission); error:
 * anything unexpected (another status, no answer in time, a broken connection the phone did not cause).
 */
export type Outcome = 'ok' | 'refused' | 'rule' | 'error';

export interface Sample {
  action: string;
  /** When the answer came (ms after the QR code). */
  at: number;
  ms: number;
  outcome: Outcome;
  /** The status, or the error's message. */
  status: number | string;
  sentence?: string;
}

export interface ActionSummary extends Summary {
  action: string;
  ok: number;
  refused: number;
  rule: number;
  errors: number;
  /** The commonest sentences of refusals and errors, with their counts. */
  sentences: Array<[string, number]>;
}

/** The sentence an answer gives: message.general[0], else the first field's, else the body's start. */
export function sentenceOf(answer: HttpAnswer): string {
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { message?: Record<string, string[]> };
    const first = body.message?.general?.[0] ?? Object.values(body.message ?? {}).flat()[0];
    if (first) return first;
  } catch {
    // not an envelope
  }
  return answer.body.toString('utf8').slice(0, 160);
}

/** The list under `key`, made empty the first time. */
export function listOf<K, V>(map: Map<K, V[]>, key: K): V[] {
  const found = map.get(key);
  if (found) return found;
  const list: V[] = [];
  map.set(key, list);
  return list;
}

export class Recorder {
  readonly samples: Sample[] = [];
  /** Lags by kind (e.g. "big screen"), each with when it was measured. */
  readonly lags = new Map<string, Array<{ at: number; ms: number }>>();
  /** Problems the bench saw that no single answer says (a socket that never opened, a late message). */
  readonly problems: string[] = [];

  constructor(private readonly t0: number) {}

  now(): number {
    return performance.now() - this.t0;
  }

  record(action: string, ms: number, outcome: Outcome, status: number | string, sentence?: string) {
    this.samples.push({ action, at: this.now(), ms, outcome, status, sentence });
  }

  /** Records an HTTP answer: 2xx is ok, 429 (or 503 with Retry-After) refused, `rule` as given, else an error. */
  answer(action: string, answer: HttpAnswer, rule: (answer: HttpAnswer) => boolean = () => false): Outcome {
    const outcome: Outcome =
      answer.status >= 200 && answer.status < 300
        ? 'ok'
        : answer.status === 429 || (answer.status === 503 && answer.headers['retry-after'] !== undefined)
          ? 'refused'
          : rule(answer)
            ? 'rule'
            : 'error';
    this.record(
      action,
      answer.elapsed,
      outcome,
      answer.status,
      outcome === 'ok' ? undefined : sentenceOf(answer),
    );
    return outcome;
  }

  lag(kind: string, ms: number) {
    listOf(this.lags, kind).push({ at: this.now(), ms });
  }

  problem(text: string) {
    if (this.problems.length < 200) this.problems.push(text);
  }

  summaries(): ActionSummary[] {
    const byAction = new Map<string, Sample[]>();
    for (const sample of this.samples) {
      listOf(byAction, sample.action).push(sample);
    }
    return [...byAction].map(([action, samples]) => {
      const sentences = new Map<string, number>();
      for (const s of samples)
        if (s.outcome !== 'ok') {
          const text = `${s.status}: ${s.sentence ?? ''}`.trim();
          sentences.set(text, (sentences.get(text) ?? 0) + 1);
        }
      return {
        action,
        ...summarize(samples.map((s) => s.ms)),
        ok: samples.filter((s) => s.outcome === 'ok').length,
        refused: samples.filter((s) => s.outcome === 'refused').length,
        rule: samples.filter((s) => s.outcome === 'rule').length,
        errors: samples.filter((s) => s.outcome === 'error').length,
        sentences: [...sentences].sort((a, b) => b[1] - a[1]).slice(0, 4),
      };
    });
  }

  /**
   * p95 of `ms` per bucket of `bucketMs` over the run, for the chart: [bucket middle in s, p95 ms],
   * NaN where the bucket has no sample.
   */
  static series(points: Array<{ at: number; ms: number }>, bucketMs: number, endMs: number) {
    const buckets: number[][] = Array.from({ length: Math.max(1, Math.ceil(endMs / bucketMs)) }, () => []);
    for (const point of points)
      buckets[Math.min(buckets.length - 1, Math.floor(point.at / bucketMs))]?.push(point.ms);
    return buckets.map((values, i): [number, number] => [
      ((i + 0.5) * bucketMs) / 1000,
      summarize(values).p95,
    ]);
  }

  /** Count per second per bucket (answers of `action`, ok ones), for the chart. */
  rateSeries(action: string, bucketMs: number, endMs: number): Array<[number, number]> {
    const counts = new Array<number>(Math.max(1, Math.ceil(endMs / bucketMs))).fill(0);
    for (const s of this.samples)
      if (s.action === action && s.outcome === 'ok') {
        const bucket = Math.min(counts.length - 1, Math.floor(s.at / bucketMs));
        counts[bucket] = (counts[bucket] ?? 0) + 1;
      }
    return counts.map((count, i) => [((i + 0.5) * bucketMs) / 1000, count / (bucketMs / 1000)]);
  }
}
