import { createKeys } from '../keys/create-keys';

const base = createKeys('organization');

/** A merchant sees one organization, its own (GET /organizations): `current()` is that one. */
export const organizationKeys = {
  ...base,
  current: () => [...base.all, 'current'] as const,
};
