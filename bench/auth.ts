// Sign-in latency while sign-ups hash passwords: starts the real server (production scrypt cost,
// N = 2^17) and times one sign-in alone, then again while 8 sign-ups run in parallel (each a
// password hash of ~0.5 s of a core). Before the hashing limiter a sign-in waited behind all of
// them (0.5 s alone, 5 s under 8 sign-ups); now checking a sign-in's password goes first.
// Run: npm run bench:auth. Bounded: the whole run stops after 3 minutes.
import { startServer } from './server-under-test.ts';

const PARALLEL_SIGNUPS = 8;
const ROUNDS = 5;
const OVERALL_TIMEOUT_MS = 180_000;

const password = 'Desert-Falcon-42-bench';

function account(tag: string) {
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-9);
  return {
    name: 'Bench Traveller',
    email: `bench.${tag}.${digits}@example.com`,
    phone_number: `+9715${digits}`,
    password,
  };
}

async function post(baseUrl: string, path: string, body: object, client: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  // TRUST_PROXY: each sign-up comes from its own client address, as from separate travellers.
  const server = await startServer({ TRUST_PROXY: 'true' });
  const overall = setTimeout(() => {
    process.stderr.write('bench: overall time limit reached, stopping\n');
    server.kill();
    process.exit(1);
  }, OVERALL_TIMEOUT_MS);
  try {
    const { baseUrl } = server;
    const traveller = account('signin');
    const created = await post(baseUrl, '/authentication/register/', traveller, '10.1.0.1');
    if (created.status !== 201) throw new Error(`sign-up answered ${created.status}`);
    // An unverified account answers 403 only after its password was checked: the same work as a
    // verified sign-in.
    const signIn = () =>
      post(baseUrl, '/authentication/login/', { email: traveller.email, password }, '10.2.0.1');

    const alone: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) alone.push((await signIn()).ms);

    const underLoad: number[] = [];
    const signupMs: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const signups = Array.from({ length: PARALLEL_SIGNUPS }, (_unused, index) =>
        post(
          baseUrl,
          '/authentication/register/',
          account(`load${round}x${index}`),
          `10.3.${round}.${index + 1}`,
        ),
      );
      // Let the sign-ups reach their hashing first.
      await new Promise((resolve) => setTimeout(resolve, 100));
      underLoad.push((await signIn()).ms);
      for (const result of await Promise.all(signups)) signupMs.push(result.ms);
    }

    console.log(
      `\nSign-in while sign-ups hash passwords (${server.database}, scrypt N=2^17, ${ROUNDS} rounds)`,
    );
    console.table({
      'sign-in alone': {
        'median ms': Math.round(median(alone)),
        'max ms': Math.round(Math.max(...alone)),
      },
      [`sign-in during ${PARALLEL_SIGNUPS} sign-ups`]: {
        'median ms': Math.round(median(underLoad)),
        'max ms': Math.round(Math.max(...underLoad)),
      },
      'each of those sign-ups': {
        'median ms': Math.round(median(signupMs)),
        'max ms': Math.round(Math.max(...signupMs)),
      },
    });
  } finally {
    clearTimeout(overall);
    await server.stop();
  }
}

await main();
