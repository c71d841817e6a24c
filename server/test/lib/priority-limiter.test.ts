import { createPriorityLimiter } from '../../src/lib/priority-limiter.ts';

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
});
