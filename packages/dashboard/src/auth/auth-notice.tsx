import type { ReactNode } from 'react';

/**
 * A warning or error banner of a public form (public-flows 8): the code, its translated text and, when the case has
 * one, a link (register, sign in). Announced, since it appears in answer to a submit.
 */
export function AuthNotice({
  tone,
  code,
  text,
  children,
}: {
  tone: 'warning' | 'danger';
  code: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className={`auth-notice auth-notice--${tone}`}>
      <p className="auth-notice__text">
        <span className="auth-notice__code">{code}</span> {text}
      </p>
      {children}
    </div>
  );
}
