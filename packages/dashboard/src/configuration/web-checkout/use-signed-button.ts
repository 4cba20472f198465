import { SIGNED_BUTTON_ATTRIBUTES, type SignedButtonAttribute } from '@cobro/contracts';
import { buttonSignatureQuery, buttonSigningSecretQuery } from '@cobro/data';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ButtonAttribute } from './snippets';

/** Typing pauses this long before the server is asked for the new signature. */
const SIGN_DELAY_MS = 300;

const isSigned = (name: string): name is SignedButtonAttribute => (SIGNED_BUTTON_ATTRIBUTES as readonly string[]).includes(name);

/** The attributes a button's signature covers (decision 1010), by name. */
export const signedPart = (attributes: readonly ButtonAttribute[]): Record<string, string> =>
  Object.fromEntries(
    attributes.filter((entry): entry is readonly [string, string] => isSigned(entry[0]) && typeof entry[1] === 'string'),
  );

/** The button's attributes with its signature last, where a merchant expects the value it cannot write by hand. */
export const withSignature = (attributes: readonly ButtonAttribute[], signature: string): ButtonAttribute[] => [
  ...attributes,
  ['signature', signature],
];

export type SignatureState = 'loading' | 'no-secret' | 'signed' | 'failed';

/**
 * The web-services button of step 3 signed by the server with the organization's secret, once typing pauses. While
 * there is no secret the button stays unsigned (a test key still opens it); while it is being signed there is no
 * code to copy, so a merchant never copies a button whose signature belongs to other attributes.
 */
export function useSignedButton(attributes: readonly ButtonAttribute[] | null) {
  const secret = useQuery(buttonSigningSecretQuery());
  const createdAt = secret.data?.created_at ?? null;
  const settled = useSettled(attributes ? JSON.stringify(signedPart(attributes)) : null);
  const current = attributes ? JSON.stringify(signedPart(attributes)) : null;
  const part = settled !== null && settled === current ? (JSON.parse(settled) as Record<string, string>) : null;
  const signature = useQuery({ ...buttonSignatureQuery(createdAt ?? '', part ?? {}), enabled: Boolean(createdAt && part) });

  let state: SignatureState;
  if (secret.isPending) state = 'loading';
  else if (secret.isError) state = 'failed';
  else if (!createdAt) state = 'no-secret';
  else if (signature.data && part) state = 'signed';
  else state = signature.isError ? 'failed' : 'loading';

  const signed =
    !attributes ? null
    : state === 'signed' ? withSignature(attributes, signature.data!.signature)
    : state === 'no-secret' || state === 'failed' ? attributes
    : null;
  return { attributes: signed, state, retry: () => void (secret.isError ? secret.refetch() : signature.refetch()) };
}

/** The value once it has stopped changing for SIGN_DELAY_MS. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SIGN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
