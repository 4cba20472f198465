/**
 * How a failed forgot-password request is shown (public-flows 8, "Forgot password"): user not found (FOP-001) and
 * signed with Google (FOP-002) are banners on the form, the first with a register link, and so is too many
 * requests (API-007), with when to try again; any other failure leads to the general error page with a try-again
 * button. The reference server answers 204 for unknown e-mails too (no account enumeration); the FOP banners serve
 * back ends that send these codes.
 */
export type ForgotPasswordFailure =
  | { kind: 'banner'; code: string; registerLink: boolean; retryAfterSeconds?: number }
  | { kind: 'general'; code: string };

export function presentForgotPasswordError(code: string, retryAfterSeconds?: number): ForgotPasswordFailure {
  switch (code) {
    case 'FOP-001':
      return { kind: 'banner', code, registerLink: true };
    case 'FOP-002':
      return { kind: 'banner', code, registerLink: false };
    case 'API-007':
      return { kind: 'banner', code, registerLink: false, retryAfterSeconds };
    default:
      return { kind: 'general', code };
  }
}
