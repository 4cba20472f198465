import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanTier } from '@cobro/contracts';
import type { PlanAlert, PlanBadge } from './plan-rules';

/** What each tier is for (public-flows 9: chosen by START, GROWTH or SCALE in the plan's name). */
export const PLAN_DESCRIPTIONS: Record<PlanTier, MessageDescriptor> = {
  START: msg`For a business starting to take payments online: cards, SEPA and payment links.`,
  GROWTH: msg`For a growing business: more volume, subscriptions and the web checkout on your site.`,
  SCALE: msg`For a business with high volume: the largest limits and priority support.`,
};

export const PLAN_BADGE_LABELS: Record<PlanBadge, MessageDescriptor> = {
  current: msg`Current plan`,
  exceeded: msg`Plan exceeded`,
  canceled: msg`Canceled`,
};

export const PLAN_ALERTS: Record<PlanAlert, { tone: 'error' | 'warning'; title: MessageDescriptor; text: MessageDescriptor }> = {
  unpaid: {
    tone: 'error',
    title: msg`Your plan is unpaid`,
    text: msg`We could not charge your plan. Update your card or write to us so your account keeps working.`,
  },
  canceled: {
    tone: 'error',
    title: msg`Your plan is canceled`,
    text: msg`Choose a plan again to keep taking payments above the free volume.`,
  },
  'past-due': {
    tone: 'warning',
    title: msg`Your plan payment is overdue`,
    text: msg`We will try to charge it again in the next days. Check that your card is valid.`,
  },
  'past-due-exceeded': {
    tone: 'warning',
    title: msg`Your plan payment is overdue and its limit is exceeded`,
    text: msg`Check that your card is valid, and write to us to move to a plan that fits your volume.`,
  },
};
