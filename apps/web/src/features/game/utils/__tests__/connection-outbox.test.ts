import { describe, expect, it } from 'vitest';
import { createConnectionOutbox } from '../connection-outbox';

/** A promise and the function that settles it, for a send or a pass that ends when the test says. */
function gate() {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('the connection outbox', () => {
  it('runs one send per key at a time and forgets it once settled', async () => {
    const outbox = createConnectionOutbox();
    const wire = gate();
    let starts = 0;
    const start = () => {
      starts += 1;
      return wire.promise.then(() => starts);
    };
    const first = outbox.once('a', start);
    const second = outbox.once('a', start);
    const other = outbox.once('b', () => Promise.resolve(-1));
    expect(outbox.isSending('a')).toBe(true);
    wire.open();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(await other).toBe(-1);
    expect(outbox.isSending('a')).toBe(false);
    expect(await outbox.once('a', () => Promise.resolve(2))).toBe(2);
  });

  it('goes through the queue again once when a flush is asked for while one runs', async () => {
    const outbox = createConnectionOutbox();
    const first = gate();
    let passes = 0;
    const pass = () => {
      passes += 1;
      return passes === 1 ? first.promise : Promise.resolve();
    };
    const running = outbox.flush(pass, () => true);
    expect(outbox.isFlushing()).toBe(true);
    expect(outbox.flush(pass, () => true)).toBe(running);
    expect(outbox.flush(pass, () => true)).toBe(running);
    first.open();
    await running;
    expect(passes).toBe(2);
    expect(outbox.isFlushing()).toBe(false);
  });

  it("hands a flush asked for during a gone page's run to the page now on screen", async () => {
    const outbox = createConnectionOutbox();
    const wire = gate();
    let oldPageShown = true;
    let oldPasses = 0;
    const old = outbox.flush(
      () => {
        oldPasses += 1;
        return wire.promise;
      },
      () => oldPageShown,
    );
    // A navigation: the old page is gone, the new one is on screen and asks for a flush.
    oldPageShown = false;
    let onScreen = 0;
    const detach = outbox.attach(() => {
      onScreen += 1;
      return Promise.resolve();
    });
    void outbox.flush(
      () => Promise.resolve(),
      () => true,
    );
    wire.open();
    await old;
    expect(oldPasses).toBe(1);
    expect(onScreen).toBe(1);
    detach();
  });

  it('keeps nothing between two outboxes', () => {
    const one = createConnectionOutbox();
    const two = createConnectionOutbox();
    void one.once('a', () => new Promise(() => {}));
    expect(one.isSending('a')).toBe(true);
    expect(two.isSending('a')).toBe(false);
  });
});
