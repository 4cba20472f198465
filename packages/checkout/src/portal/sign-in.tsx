import { usePortalSignIn } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { CodeLink } from './code-link';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { PortalError } from './portal-error';

type Step = { kind: 'link'; link: CodeLink } | { kind: 'email' } | { kind: 'code'; email: string; expiresAt: string };

interface SignInProps {
  organizationId: string;
  /** The merchant's name, once read: the e-mail step says whose purchases these are. */
  merchant: string | undefined;
  link: CodeLink | null;
}

/** The portal without a session: the code e-mail's link signs in at once; otherwise e-mail, then code. */
export function SignIn({ organizationId, merchant, link }: SignInProps) {
  const [step, setStep] = useState<Step>(link ? { kind: 'link', link } : { kind: 'email' });
  const onSent = (email: string, expiresAt: string) => setStep({ kind: 'code', email, expiresAt });
  if (step.kind === 'link') return <LinkSignIn organizationId={organizationId} merchant={merchant} link={step.link} onSent={onSent} />;
  if (step.kind === 'email') return <EmailStep organizationId={organizationId} merchant={merchant} onSent={onSent} />;
  return <CodeStep organizationId={organizationId} email={step.email} expiresAt={step.expiresAt} onChangeEmail={() => setStep({ kind: 'email' })} />;
}

/** Signs in with the link's code once; a spent or expired link says so and offers the e-mail step. */
function LinkSignIn({ organizationId, merchant, link, onSent }: SignInProps & { link: CodeLink; onSent: (email: string, expiresAt: string) => void }) {
  const { t } = useLingui();
  const { mutate, isError, error } = usePortalSignIn();
  // A code is single-use: a second effect run (a remount in development) must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ organization_id: organizationId, email: link.email, code: link.code });
  }, [mutate, organizationId, link]);
  if (!isError) return <LoadingPlaceholder label={t`Signing in`} />;
  return (
    <>
      <PortalError error={error} />
      <EmailStep organizationId={organizationId} merchant={merchant} onSent={onSent} />
    </>
  );
}
