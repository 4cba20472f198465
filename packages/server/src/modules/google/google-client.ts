import type { Configuration } from 'openid-client';
import type { GoogleSettings } from '../../config';

/** What the browser keeps between leaving for Google and coming back (google-flow.ts), checked on return. */
export interface GoogleFlow {
  state: string;
  nonce: string;
  /** PKCE: only its S256 challenge travels in the authorisation request. */
  verifier: string;
}

/** The person Google vouched for: a verified e-mail, lower-cased like every e-mail the contract accepts. */
export interface GoogleProfile {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The OpenID Connect client of Google sign-in: authorisation code with PKCE, state and nonce, the issuer discovered
 * from its metadata. Discovery runs on the first sign-in and is kept; a failed one is tried again next time.
 * openid-client itself loads then too, not at start-up (decision 0260).
 */
export function googleClient(settings: GoogleSettings) {
  const issuer = new URL(settings.issuerUrl);
  const library = () => import('openid-client');
  let discovered: Promise<Configuration> | undefined;
  const configuration = () => {
    discovered ??= library()
      .then((oidc) =>
        oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          // Plain http only reaches a loopback issuer (the local provider of the tests): config.ts refuses others.
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        }),
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** A fresh flow and the provider's authorisation URL that carries it. */
    async start(redirectUri: string): Promise<{ url: URL; flow: GoogleFlow }> {
      const oidc = await library();
      const flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return { url, flow };
    },

    /**
     * Checks the provider's answer (the callback URL with its query) against the browser's flow, trades the code
     * for tokens and answers the ID token's person. Throws on any mismatch: state, issuer, nonce, PKCE, signature.
     */
    async finish(callbackUrl: URL, flow: GoogleFlow): Promise<GoogleProfile> {
      const oidc = await library();
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        pkceCodeVerifier: flow.verifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = text(claims?.email).toLowerCase();
      // An unverified address would let anyone claim a merchant's e-mail.
      if (!claims || !email || claims.email_verified !== true) throw new Error('the ID token has no verified e-mail');
      return { sub: claims.sub, email, givenName: text(claims.given_name), familyName: text(claims.family_name) };
    },
  };
}

export type GoogleClient = ReturnType<typeof googleClient>;
