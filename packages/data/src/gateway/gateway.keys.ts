import { createKeys } from '../keys/create-keys';

/** The organization's three identity documents (GET /organizations/{id}/files): one detail per organization. */
export const organizationFilesKeys = createKeys('organization-files');
