import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActivationStepSlug, StepDisplayStatus } from './activation-steps';

/** Each step's name: the sidebar entry and the step's heading. */
export const STEP_TITLES: Record<ActivationStepSlug, MessageDescriptor> = {
  'company-info': msg`Company`,
  'contact-info': msg`Contact`,
  'general-info': msg`Legal representative`,
  documents: msg`Documents`,
  'bank-info': msg`Bank account`,
};

/** The status of a step in words, for the sidebar (read after the step's name). */
export const STEP_STATUS_TEXTS: Record<StepDisplayStatus, MessageDescriptor> = {
  current: msg`current step`,
  complete: msg`complete`,
  pending: msg`pending`,
  upcoming: msg`upcoming`,
};
