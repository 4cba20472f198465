import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDashboardConfig } from '../app/dashboard-config';
import { SIGN_UP_PATH } from '../app/routes';

/** Where "create an account" leads: /signup, or the external contact or demo form when the element has one. */
export function RegisterLink({ children, className }: { children: ReactNode; className?: string }) {
  const { registerUrl } = useDashboardConfig();
  if (registerUrl) {
    return (
      <a className={className} href={registerUrl}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} href={SIGN_UP_PATH}>
      {children}
    </Link>
  );
}
