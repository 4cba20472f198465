import { createKeys } from '../keys/create-keys';

/**
 * GET /auth/verify-token/{token}: detail(`{token type}/{token}`), the type being `RESET` for a reset link and
 * `CREATE_API_USER_PASSWORD` for a create link, so the two checks of one token never share an answer.
 */
export const passwordTokenKeys = createKeys('password-tokens');
