import {
  PER_IDLE,
  START_AFTER_MS,
  TYPING_RETRY_MS,
  prefetchWhenIdle,
  useListWarmup,
  warmUpList,
  type IdleHost,
} from '@/layout/idlePrefetch';

/** A browser whose timers and idle periods the test runs by hand. */
function fakeHost(connection?: IdleHost['navigator']['connection']) {
  const timers = new Map<number, { run: () => void; ms: number }>();
  const idle: (() => void)[] = [];
  let next = 1;
  const host: IdleHost = {
    requestIdleCallback: (run) => (idle.push(run), next++),
    setTimeout: (run, ms) => (timers.set(next, { run, ms }), next++),
    clearTimeout: (id) => void timers.delete(id),
    navigator: { connection },
  };
  return {
    host,
    /** Runs the timers due within `ms`. */
    elapse(ms: number) {
      for (const [id, timer] of [...timers])
        if (timer.ms <= ms) {
          timers.delete(id);
          timer.run();
        }
    },
    /** Runs the idle callbacks asked for so far (an idle period of the main thread). */
    goIdle() {
      for (const run of idle.splice(0)) run();
    },
  };
}

/** Loaders that record their start and resolve when the test says. */
function loaders(count: number) {
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const loads = Array.from(
    { length: count },
    (_, i) => () =>
      new Promise<void>((resolve, reject) => {
        started.push(i);
        // The second load fails: the prefetch goes on with the others.
        finish[i] = i === 1 ? () => reject(new Error('chunk missing')) : resolve;
      }),
  );
  return { loads, started, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchWhenIdle', () => {
  it('waits for the start delay and an idle period, then loads a few at a time', async () => {
    const { host, elapse, goIdle } = fakeHost({ effectiveType: '4g' });
    const { loads, started, finish } = loaders(PER_IDLE + 2);
    prefetchWhenIdle(loads, host);

    elapse(START_AFTER_MS - 1);
    goIdle();
    expect(started).toEqual([]);
    elapse(START_AFTER_MS);
    expect(started).toEqual([]); // the delay is over; the thread is not idle yet
    goIdle();
    expect(started).toEqual([0, 1, 2]);

    // The next batch waits for this one to settle (a failure too) and for the next idle period.
    finish[0]();
    finish[1]();
    await settle();
    goIdle();
    expect(started).toEqual([0, 1, 2]);
    finish[2]();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    goIdle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('loads nothing where the browser cannot tell when it is idle', () => {
    const { host, elapse } = fakeHost();
    const { loads, started } = loaders(2);
    prefetchWhenIdle(loads, { ...host, requestIdleCallback: undefined });
    elapse(START_AFTER_MS + 1000);
    expect(started).toEqual([]);
  });

  it('loads nothing on a connection that saves data or is slow', () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      const { host, elapse, goIdle } = fakeHost(connection);
      const { loads, started } = loaders(2);
      prefetchWhenIdle(loads, host);
      elapse(START_AFTER_MS);
      goIdle();
      expect(started).toEqual([]);
    }
  });

  it('stops when cancelled (the menu unmounted or changed)', async () => {
    const { host, elapse, goIdle } = fakeHost();
    const { loads, started, finish } = loaders(PER_IDLE + 1);
    const cancel = prefetchWhenIdle(loads, host);
    elapse(START_AFTER_MS);
    goIdle();
    expect(started).toEqual([0, 1, 2]);
    cancel();
    finish.forEach((done) => done());
    await settle();
    goIdle();
    expect(started).toEqual([0, 1, 2]);

    const before = fakeHost();
    const second = loaders(1);
    prefetchWhenIdle(second.loads, before.host)();
    before.elapse(START_AFTER_MS);
    before.goIdle();
    expect(second.started).toEqual([]);
  });
});

describe('warmUpList', () => {
  it('asks the shell for its list warm-up once, not while the user types, and resolves when it is done', async () => {
    useListWarmup.setState({ done: null, warmed: false });
    const { host, elapse, goIdle } = fakeHost();
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    let finished = false;
    void warmUpList(host).then(() => (finished = true));
    expect(useListWarmup.getState().done).toBeNull();

    // Still typing after the pause: it waits again.
    elapse(TYPING_RETRY_MS);
    goIdle();
    expect(useListWarmup.getState().done).toBeNull();
    field.blur();
    field.remove();
    elapse(TYPING_RETRY_MS);
    goIdle();
    const done = useListWarmup.getState().done;
    expect(done).toBeTypeOf('function');

    await settle();
    expect(finished).toBe(false);
    done!();
    await settle();
    expect(finished).toBe(true);
    expect(useListWarmup.getState().done).toBeNull();

    // A second prefetch (another role's menu) warms nothing again.
    await warmUpList(host);
    expect(useListWarmup.getState().done).toBeNull();
  });
});
