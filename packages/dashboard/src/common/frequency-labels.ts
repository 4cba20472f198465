import type { Frequency } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A plan's frequency in words, for the plan form, the plan tables and the purchase plan card. */
export const FREQUENCY_LABELS: Record<Frequency, MessageDescriptor> = {
  day: msg`Daily`,
  week: msg`Weekly`,
  month: msg`Monthly`,
  quarterly: msg`Quarterly`,
  semianually: msg`Every six months`,
  year: msg`Yearly`,
};
