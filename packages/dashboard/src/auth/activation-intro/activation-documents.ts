import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The documents the activation asks for (public-flows 2), by the names the documents step uploads them under. */
export type ActivationDocument = 'front_dni' | 'back_dni' | 'residence';

export const ACTIVATION_DOCUMENTS: readonly {
  id: ActivationDocument;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** What the drawn example shows, for a screen reader. */
  example: MessageDescriptor;
}[] = [
  {
    id: 'front_dni',
    title: msg`National ID, front`,
    description: msg`The side with the photo of the legal representative, with every corner visible.`,
    example: msg`Drawing of the front of an identity card: a photo on the left, the holder's details and the ID number on the right.`,
  },
  {
    id: 'back_dni',
    title: msg`National ID, back`,
    description: msg`The side with the chip and the three lines of machine-readable text.`,
    example: msg`Drawing of the back of an identity card: the chip at the top and three lines of machine-readable text below.`,
  },
  {
    id: 'residence',
    title: msg`Proof of address`,
    description: msg`A utility bill or bank statement from the last three months showing the name and the address.`,
    example: msg`Drawing of a bill: the issuer's logo at the top, the holder's name and address highlighted, and the amounts below.`,
  },
];
