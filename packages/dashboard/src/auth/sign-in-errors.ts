/**
 * How each sign-in failure is presented (public-flows 8, "Sign-in"). The page renders the presentation; the text is
 * always the translated text for the code.
 */
export type SignInErrorPresentation =
  /** Wrong password: message under the password field. */
  | { kind: 'field'; field: 'password'; code: string }
  /** A warning with a link: to the external register form, or back to sign-in. */
  | { kind: 'warning'; link: 'register' | 'signin'; code: string }
  /** Login error: a dismissible toast. */
  | { kind: 'toast'; code: string }
  /** Any other code: a banner with the message. */
  | { kind: 'banner'; code: string };

export function presentSignInError(code: string): SignInErrorPresentation {
  switch (code) {
    case 'LOG-003':
      return { kind: 'field', field: 'password', code };
    case 'LOG-002':
      return { kind: 'warning', link: 'register', code };
    case 'GOO-002':
    case 'REG-002':
      return { kind: 'warning', link: 'signin', code };
    case 'LOG-001':
      return { kind: 'toast', code };
    default:
      return { kind: 'banner', code };
  }
}

/**
 * The error a redirect brought back in the page query (`?code_error=GOO-002`, or `?error=...`), e.g. after the
 * Google sign-in. `code_error` is the code; `error` alone is taken as the code when it has a code's shape, and
 * otherwise stands for a generic login error, since its free text cannot be translated.
 */
export function queryErrorCode(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const code = params.get('code_error')?.trim();
  if (code) return code;
  const error = params.get('error')?.trim();
  if (!error) return undefined;
  return /^[A-Z]+-\d+$/.test(error) ? error : 'LOG-001';
}
