import type { LegalDocumentName } from '@cobro/contracts';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The three identity documents of step 4, by their spec names. */
export const DOCUMENT_LABELS: Record<LegalDocumentName, MessageDescriptor> = {
  front_dni: msg`ID card, front`,
  back_dni: msg`ID card, back`,
  residence: msg`Proof of address`,
};
