import { randomBytes } from 'node:crypto';
import { newId } from '../../../ids';

/** Provider-style ids (`pi_sb_...`, `re_sb_...`): a prefix and 24 random characters that never read as a card number. */
export const providerId = (prefix: string) => newId(prefix);

/** A client secret names its intent (as Stripe's do) so the frame can be given one opaque value. */
export const newClientSecret = (intentId: string) => `${intentId}_secret_${randomBytes(18).toString('base64url')}`;
