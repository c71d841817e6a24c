import { newAccount, type TestAccount } from './new-account.ts';

// Accounts on a real server over HTTP (the scripts that run the server as a process): sign up,
// read the code where the server put it (by default the development outbox, for a server run with
// SAFAR_DEV_ROUTES=1), verify.

export interface HttpSignedIn {
  account: TestAccount;
  access: string;
  refresh: string;
}

// A 503 with Retry-After (the password queue is full: several streams signing up at once on a
// busy machine) is asked again after the wait it names, as the app does.
const BUSY_RETRIES = 5;

async function postJson(url: string, body: unknown, send: typeof fetch = fetch) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 503 && retryAfter > 0 && attempt < BUSY_RETRIES) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }
}

// Reads the newest code mailed to an address, or '' while there is none yet.
export type CodeReader = (email: string) => Promise<string>;

export function devOutboxCodes(baseUrl: string): CodeReader {
  return async (email) => {
    const outbox = await fetch(`${baseUrl}/api/dev/outbox/?to=${encodeURIComponent(email)}`);
    const { results } = (await outbox.json()) as { results: { text: string }[] };
    return /\b(\d{4})\b/.exec(results[0]?.text ?? '')?.[1] ?? '';
  };
}

export interface SignUpOptions {
  readCode?: CodeReader;
  // What sends the requests (a test may record the answers).
  send?: typeof fetch;
}

export async function signUpOverHttp(
  baseUrl: string,
  { readCode = devOutboxCodes(baseUrl), send = fetch }: SignUpOptions = {},
): Promise<HttpSignedIn> {
  const account = newAccount();
  const registered = await postJson(`${baseUrl}/authentication/register/`, account, send);
  if (registered.status !== 201) {
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
  }
  let otp = '';
  const deadline = Date.now() + 10_000;
  while (!otp && Date.now() < deadline) {
    otp = await readCode(account.email);
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await postJson(
    `${baseUrl}/authentication/verify-otp/`,
    { email: account.email, otp },
    send,
  );
  if (verified.status !== 200) {
    throw new Error(`verify-otp: ${verified.status} ${JSON.stringify(verified.json)}`);
  }
  return { account, access: String(verified.json.access), refresh: String(verified.json.refresh) };
}
