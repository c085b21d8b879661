import type { InjectOptions } from 'fastify';

/** Long strings of a request shown in a report are cut to this many characters. */
const SHOWN_CHARS = 200;

const shown = (request: unknown) =>
  JSON.stringify(request, (_, value) =>
    typeof value === 'string' && value.length > SHOWN_CHARS
      ? `${value.slice(0, SHOWN_CHARS)}…(${value.length})`
      : Buffer.isBuffer(value)
        ? `<${value.length} bytes>`
        : value,
  );

interface Finding {
  count: number;
  request: string;
  answer: string;
}

/**
 * The distinct failures of a fuzz run: one entry per operation and kind of problem (the status, the
 * broken rule), with how often it was seen and the first request that showed it. A run goes on after a
 * failure, so that one report lists everything that is wrong, not only what a route did first.
 */
export class Findings {
  private readonly found = new Map<string, Finding>();

  constructor(private readonly seed: number) {}

  /** Records `problem` of `operation` (e.g. "POST /api/..."), seen on `request` answered with `answer`. */
  add(operation: string, problem: string, request: InjectOptions | string, answer = '') {
    const key = `${operation}: ${problem}`;
    const known = this.found.get(key);
    if (known) {
      known.count += 1;
      return;
    }
    this.found.set(key, {
      count: 1,
      request: typeof request === 'string' ? request : shown(request),
      answer: answer.slice(0, 300),
    });
  }

  get size() {
    return this.found.size;
  }

  /** The distinct failures, one paragraph each, with the seed to replay them. */
  report(): string {
    const lines = [`${this.found.size} distinct failure(s), FUZZ_SEED=${this.seed}:`];
    for (const [key, finding] of this.found) {
      lines.push(`- ${key} (${finding.count}×)`, `    request: ${finding.request}`);
      if (finding.answer) lines.push(`    answer: ${finding.answer}`);
    }
    return lines.join('\n');
  }
}
