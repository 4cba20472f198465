import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The panel's charts, shown below the onboarding card. */
export const PANEL_CHARTS_TEXT: MessageDescriptor = msg`Revenue, payouts, subscriptions and sales charts for the day, week or month are coming soon.`;
