import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) standing in for Google in the tests and the journey: discovery, signed ID
 * tokens, PKCE, state and nonce, like accounts.google.com. Its sign-in page asks only for the e-mail of the Google
 * person to be (no password); consent is given at once.
 */
export const GOOGLE_TEST_CLIENT = { clientId: 'cobro-test-client', clientSecret: 'cobro-test-client-secret' } as const;

export interface GoogleTestProvider {
  issuer: string;
  /** Makes the provider say this about a person it signs in (by default: verified, names from the e-mail). */
  describe(email: string, claims: { given_name?: string; family_name?: string; email_verified?: boolean }): void;
  /** The Google subject the provider gives an e-mail. */
  subOf(email: string): string;
  close(): Promise<void>;
}

const subOf = (email: string) => `g-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`;

const signInPage = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test Google: sign in</title></head>
<body><main><h1>Sign in with Google (test provider)</h1>
<form method="post" action="/interaction/${uid}">
<label for="email">Google e-mail</label> <input id="email" name="email" type="email" required autofocus>
<button type="submit">Continue</button>
</form></main></body></html>`;

async function formOf(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

/** Starts the provider on loopback; `redirectUris` are the client's registered callback URLs. */
export async function startGoogleProvider({ port = 0, redirectUris }: { port?: number; redirectUris: string[] }): Promise<GoogleTestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, { given_name?: string; family_name?: string; email_verified?: boolean }>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: GOOGLE_TEST_CLIENT.clientId,
        client_secret: GOOGLE_TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['google-test-provider'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    pkce: { methods: ['S256'], required: () => true },
    // Google puts the e-mail and the names in the ID token itself.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, email) => ({
      accountId: email,
      claims: () => {
        const [local] = email.split('@');
        return { sub: subOf(email), email, email_verified: true, given_name: local, family_name: 'Google', ...people.get(email) };
      },
    }),
  });
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: GOOGLE_TEST_CLIENT.clientId });
      grant.addOIDCScope(String(details.params.scope));
      return provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    }
    if (request.method === 'POST') {
      const email = (await formOf(request)).get('email')?.trim().toLowerCase();
      if (email) return provider.interactionFinished(request, response, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(details.uid));
  }

  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
    } else callback(request, response);
  });
  return {
    issuer,
    describe: (email, claims) => people.set(email, claims),
    subOf,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Goes through the provider the way a browser would, from an authorisation URL to the redirect back to the client,
 * signing in as `email`; answers the URL the provider redirected to (the client's callback with code and state).
 */
export async function signInAtProvider(authorizationUrl: string, email: string): Promise<string> {
  const cookies = new Map<string, string>();
  const issuerOrigin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (response.status === 200 && !form) {
      form = new URLSearchParams({ email }); // the sign-in page: submit it
      continue;
    }
    if (!location) throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    form = undefined;
    url = new URL(location, url).href;
    if (new URL(url).origin !== issuerOrigin) return url;
  }
  throw new Error('the provider never redirected back');
}
