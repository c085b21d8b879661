/**
 * The load generator's own load: the bench's process plays thousands of phones on the same cores as the
 * servers, and a phone whose process is late records the wait as the server's. Sampled like the servers'
 * /metrics (every 5 s): CPU of the process, the event loop's delay (p99 per sample), RSS. A late loop
 * in the burst says that part of a latency was the generator's, not the server's.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Open descriptors of this process (Linux), NaN elsewhere. */
function openFds(): number {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return Number.NaN;
  }
}

/** The soft limit of open files, as the shell reports it (NaN when it cannot be read). */
function fdLimit(): number {
  try {
    return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  } catch {
    return Number.NaN;
  }
}

export interface GeneratorFigures {
  cpuMeanPercent: number;
  cpuPeakPercent: number;
  loopLagP99MaxMs: number;
  rssPeakMb: number;
  /** Open file descriptors (sockets included), at most: the process's limit bounds the crowd it plays. */
  fdsPeak: number;
  fdLimit: number;
}

export class GeneratorMonitor {
  private readonly delay = monitorEventLoopDelay({ resolution: 20 });
  private readonly samples: Array<{ cpuPercent: number; lagP99Ms: number; rssMb: number; fds: number }> = [];
  private timer: NodeJS.Timeout | undefined;
  private lastCpu = process.cpuUsage();
  private lastAt = performance.now();

  constructor(private readonly intervalMs = 5_000) {}

  start(): void {
    this.delay.enable();
    this.lastCpu = process.cpuUsage();
    this.lastAt = performance.now();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }

  /** Stops sampling and summarises the run (NaN when no sample was taken). */
  stop(): GeneratorFigures {
    clearInterval(this.timer);
    this.sample();
    this.delay.disable();
    const of = (pick: (s: (typeof this.samples)[number]) => number) => this.samples.map(pick);
    const cpu = of((s) => s.cpuPercent);
    const peak = (values: number[]) => (values.length ? Math.max(...values) : Number.NaN);
    return {
      cpuMeanPercent: cpu.length ? cpu.reduce((a, b) => a + b, 0) / cpu.length : Number.NaN,
      cpuPeakPercent: peak(cpu),
      loopLagP99MaxMs: peak(of((s) => s.lagP99Ms)),
      rssPeakMb: peak(of((s) => s.rssMb)),
      fdsPeak: peak(of((s) => s.fds).filter(Number.isFinite)),
      fdLimit: fdLimit(),
    };
  }

  private sample(): void {
    const now = performance.now();
    const cpu = process.cpuUsage(this.lastCpu);
    const wallMs = now - this.lastAt;
    if (wallMs <= 0) return;
    this.samples.push({
      // One core is 100 %, as the servers' figures.
      cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
      lagP99Ms: this.delay.percentile(99) / 1e6,
      rssMb: process.memoryUsage.rss() / (1024 * 1024),
      fds: openFds(),
    });
    this.delay.reset();
    this.lastCpu = process.cpuUsage();
    this.lastAt = now;
  }
}
