import { newAccount, type TestAccount } from './new-account.ts';

// Accounts on a real server over HTTP (the scripts that run the server as a process): sign up,
// read the code from the development outbox (the server runs with SAFAR_DEV_ROUTES=1), verify.

export interface HttpSignedIn {
  account: TestAccount;
  access: string;
  refresh: string;
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

export async function signUpOverHttp(baseUrl: string): Promise<HttpSignedIn> {
  const account = newAccount();
  const registered = await postJson(`${baseUrl}/authentication/register/`, account);
  if (registered.status !== 201) {
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
  }
  let otp = '';
  const deadline = Date.now() + 10_000;
  while (!otp && Date.now() < deadline) {
    const outbox = await fetch(
      `${baseUrl}/api/dev/outbox/?to=${encodeURIComponent(account.email)}`,
    );
    const { results } = (await outbox.json()) as { results: { text: string }[] };
    otp = /\b(\d{4})\b/.exec(results[0]?.text ?? '')?.[1] ?? '';
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await postJson(`${baseUrl}/authentication/verify-otp/`, {
    email: account.email,
    otp,
  });
  if (verified.status !== 200) {
    throw new Error(`verify-otp: ${verified.status} ${JSON.stringify(verified.json)}`);
  }
  return { account, access: String(verified.json.access), refresh: String(verified.json.refresh) };
}
