import { createPriorityLimiter, LimiterFullError } from '../../src/lib/priority-limiter.ts';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('createPriorityLimiter', () => {
  it('keeps one slot for urgent work, whatever ordinary work is waiting', async () => {
    const limiter = createPriorityLimiter(2);
    const started: string[] = [];
    const gates = [gate(), gate(), gate()];
    const ordinary = gates.map((g, index) =>
      limiter.run('ordinary', async () => {
        started.push(`ordinary ${index}`);
        await g.opened;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['ordinary 0']);

    await limiter.run('urgent', async () => {
      started.push('urgent');
    });
    expect(started).toEqual(['ordinary 0', 'urgent']);

    gates.forEach((g) => g.open());
    await Promise.all(ordinary);
    expect(started).toEqual(['ordinary 0', 'urgent', 'ordinary 1', 'ordinary 2']);
  });

  it('starts waiting urgent work before waiting ordinary work', async () => {
    const limiter = createPriorityLimiter(1);
    const order: string[] = [];
    const first = gate();
    const running = limiter.run('ordinary', () => first.opened);
    const later = [
      limiter.run('ordinary', async () => void order.push('ordinary')),
      limiter.run('urgent', async () => void order.push('urgent')),
    ];

    first.open();
    await Promise.all([running, ...later]);

    expect(order).toEqual(['urgent', 'ordinary']);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createPriorityLimiter(1);

    await expect(limiter.run('ordinary', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(limiter.run('ordinary', async () => 'next')).resolves.toBe('next');
  });

  it('refuses at once beyond maxWaiting of a priority, saying when the work ahead is done', async () => {
    const limiter = createPriorityLimiter(2, { maxWaiting: 1, expectedTaskMs: 500 });
    const slow = gate();
    const accepted = [
      limiter.run('urgent', () => slow.opened),
      limiter.run('urgent', () => slow.opened),
      limiter.run('urgent', () => slow.opened),
    ];

    const refused = limiter.run('urgent', async () => 'never');

    await expect(refused).rejects.toBeInstanceOf(LimiterFullError);
    // Two running and one waiting on two slots: two rounds of half a second.
    await expect(refused).rejects.toMatchObject({ retryAfterMs: 1000 });
    // Ordinary work has its own short queue (it waits: urgent work holds the slots).
    const ordinary = limiter.run('ordinary', async () => 'ordinary');
    await expect(limiter.run('ordinary', async () => 'never')).rejects.toBeInstanceOf(
      LimiterFullError,
    );
    slow.open();
    await Promise.all(accepted);
    await expect(ordinary).resolves.toBe('ordinary');
    await expect(limiter.run('urgent', async () => 'after')).resolves.toBe('after');
  });
});
