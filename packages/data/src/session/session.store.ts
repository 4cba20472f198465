import { atom } from 'nanostores';

/**
 * True once an endpoint that needs a session answered 401. A store rather than React state because every element
 * on the page has its own React root; the dashboard reacts by routing to /signin. A successful sign-in resets it.
 */
export const $unauthorized = atom(false);
