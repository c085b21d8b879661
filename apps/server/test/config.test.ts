import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  defaultGuessBudgets,
  defaultRateLimits,
  findRepositoryRoot,
  loadConfig,
} from '../src/config/index.js';

const secret = { JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters' };

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(secret);
    const root = findRepositoryRoot();
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.join(root, 'data'),
      pgliteDir: path.join(root, 'data', 'pglite'),
      mediaDir: path.join(root, 'data', 'media'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      productName: 'Hoogo',
      mailFrom: 'Hoogo <no-reply@localhost>',
      webDist: path.join(root, 'apps', 'web', 'dist'),
      logLevel: 'info',
      rateLimits: defaultRateLimits,
      guessBudgets: defaultGuessBudgets,
      trustProxy: false,
      databaseTimeouts: { connectMs: 5_000, statementMs: 15_000 },
      pgliteDurable: true,
      metrics: { enabled: false, token: undefined, port: undefined, host: '127.0.0.1' },
    });
  });

  it('finds the repository root from the source file', () => {
    const root = findRepositoryRoot();
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(manifest.workspaces).toContain('apps/server');
  });

  it('derives PUBLIC_URL and the sender from PORT and PRODUCT_NAME', () => {
    const config = loadConfig({ ...secret, PORT: '8080', PRODUCT_NAME: 'Bingo Night' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.mailFrom).toBe('Bingo Night <no-reply@localhost>');
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses PORT=%s with a message naming PORT', (port) => {
    expect(() => loadConfig({ ...secret, PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, PORT: port })).toThrow(/PORT/);
  });

  it('names every bad variable', () => {
    let message = '';
    try {
      loadConfig({ JWT_SECRET: 'short', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/JWT_SECRET must be at least 32 characters/);
    expect(message).toMatch(/DATABASE_URL must be a URL like postgres:/);
    expect(message).toMatch(/LOG_LEVEL must be one of/);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1, fd00::/8', ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ] as const)('reads TRUST_PROXY=%j as a hop count or a list of proxies', (value, expected) => {
    expect(loadConfig({ ...secret, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    expect(() => loadConfig({ ...secret, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, TRUST_PROXY: 'TRUE' })).toThrow(
      /TRUST_PROXY no longer accepts true.*TRUST_PROXY=1 behind one load balancer.*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
  });

  it.each(['yes', '11', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '10.0.0.1,', '1.5'])(
    'refuses TRUST_PROXY=%s, naming the accepted forms',
    (value) => {
      expect(() => loadConfig({ ...secret, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be the number of proxies in front of the server/,
      );
    },
  );

  it('reads the database timeouts and the PGlite durability setting', () => {
    const config = loadConfig({
      ...secret,
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
      PGLITE_DURABILITY: 'relaxed',
    });
    expect(config.databaseTimeouts).toEqual({ connectMs: 1500, statementMs: 60_000 });
    expect(config.pgliteDurable).toBe(false);
    expect(() => loadConfig({ ...secret, DATABASE_STATEMENT_TIMEOUT_MS: '5' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be at least 100 milliseconds/,
    );
    expect(() => loadConfig({ ...secret, PGLITE_DURABILITY: 'off' })).toThrow(
      /PGLITE_DURABILITY must be fsync/,
    );
  });

  it('switches the metrics on with a token or a port of their own', () => {
    const token = 'f'.repeat(64);
    expect(loadConfig({ ...secret, METRICS_TOKEN: token }).metrics).toEqual({
      enabled: true,
      token,
      port: undefined,
      host: '127.0.0.1',
    });
    expect(loadConfig({ ...secret, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      enabled: true,
      token: undefined,
      port: 9464,
      host: '0.0.0.0',
    });
    expect(loadConfig({ ...secret, METRICS_TOKEN: '', METRICS_PORT: '' }).metrics.enabled).toBe(false);
    expect(() => loadConfig({ ...secret, METRICS_PORT: 'abc' })).toThrow(
      /METRICS_PORT must be a whole number between 1 and 65535 \(got "abc"\)/,
    );
    expect(() => loadConfig({ ...secret, PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });

  it('refuses a short metrics token without repeating it', () => {
    let message = '';
    try {
      loadConfig({ ...secret, METRICS_TOKEN: 'short-metrics-token' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/METRICS_TOKEN must be at least 32 characters, without spaces/);
    expect(message).not.toContain('short-metrics-token');
    expect(() => loadConfig({ ...secret, METRICS_TOKEN: `${'x'.repeat(20)} ${'y'.repeat(20)}` })).toThrow(
      /METRICS_TOKEN/,
    );
  });

  it('generates the JWT secret once, keeps it in DATA_DIR readable by the owner only', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hoogo-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('configuration errors', () => {
  it('never repeats the value of a secret', () => {
    let message = '';
    try {
      loadConfig({ JWT_SECRET: 'tiny-secret', SMTP_URL: 'http://user:hunter2@mail' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/JWT_SECRET/);
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toContain('tiny-secret');
    expect(message).not.toContain('hunter2');
  });

  it('reads every rate limit and guessing budget from its variable', () => {
    const config = loadConfig({
      ...secret,
      RATE_LIMIT_CODES_PER_IP: '6000/2m',
      RATE_LIMIT_SIGN_IN_PER_IP: ' 500/30s ',
      RATE_LIMIT_TICKET_CODES_PER_IP: '',
      GUESS_BUDGET_PASSWORD: '5/10m,30s-2h',
      GUESS_BUDGET_FRIEND_CODE: '20/1h,5m',
      GUESS_BUDGET_TICKET_CODE_EVENT: '200/10m',
      GUESS_BUDGET_EVENT_CREATIONS: '50/1h',
      GUESS_BUDGET_HOST_INVITATIONS: '5/10m',
    });
    expect(config.rateLimits).toEqual({
      ...defaultRateLimits,
      otpPerIp: { max: 6000, timeWindowMs: 120_000 },
      credentialsPerIp: { max: 500, timeWindowMs: 30_000 },
    });
    expect(config.guessBudgets).toEqual({
      ...defaultGuessBudgets,
      password: { max: 5, windowMs: 600_000, blockMs: 30_000, maxBlockMs: 7_200_000 },
      friendCode: { max: 20, windowMs: 3_600_000, blockMs: 300_000, maxBlockMs: 300_000 },
      // Without a block part the default's blocks stay.
      ticketCodeEvent: { ...defaultGuessBudgets.ticketCodeEvent, max: 200 },
      eventCreations: { max: 50, windowMs: 3_600_000 },
      hostInvitations: { max: 5, windowMs: 600_000 },
    });
  });

  it.each([
    ['RATE_LIMIT_CODES_PER_IP', '3000', /RATE_LIMIT_CODES_PER_IP must be <max>\/<window>.*\(got "3000"\)/],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '0/1m', /RATE_LIMIT_SIGN_IN_PER_IP must be/],
    ['RATE_LIMIT_SIGN_IN_PER_IP_AND_EMAIL', '10/1d', /RATE_LIMIT_SIGN_IN_PER_IP_AND_EMAIL must be/],
    ['GUESS_BUDGET_PASSWORD', '10/15m,1h-1m', /longest block must not be shorter than the first/],
    ['GUESS_BUDGET_TICKET_CODE_ADDRESS', '3/10m,1m-', /GUESS_BUDGET_TICKET_CODE_ADDRESS must be/],
    ['GUESS_BUDGET_EVENT_CREATIONS', '20/1h,1m', /GUESS_BUDGET_EVENT_CREATIONS must be <max>\/<window>/],
    ['GUESS_BUDGET_HOST_INVITATIONS', '0/1h', /GUESS_BUDGET_HOST_INVITATIONS must be <max>\/<window>/],
    ['PRETIX_LISTING_MAX_ITEMS', '0', /PRETIX_LISTING_MAX_ITEMS must be a whole number from 1/],
    ['PRETIX_LISTING_MAX_BYTES', '5MB', /PRETIX_LISTING_MAX_BYTES must be a whole number from 1024/],
  ])('refuses %s=%s, saying the format', (name, value, expected) => {
    expect(() => loadConfig({ ...secret, [name]: value })).toThrow(expected);
  });
});
