import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TaskStatus, TaskType } from '@cobro/contracts';

/** The dashboard's own text for each task, chosen by type: the API's title and description are English only. */
export const TASK_TEXTS: Record<TaskType, { title: MessageDescriptor; description: MessageDescriptor }> = {
  gateway_activation: {
    title: msg`Activate your payment gateway`,
    description: msg`Tell us about your business and your bank account so you can take payments and receive payouts.`,
  },
  payment_methods: {
    title: msg`Choose your payment methods`,
    description: msg`Decide how your customers pay: card, SEPA direct debit or bank payments.`,
  },
  add_services: {
    title: msg`Add your services`,
    description: msg`Create the services you sell and their one-off or recurring plans.`,
  },
  payment_links: {
    title: msg`Share a payment link`,
    description: msg`Send a link to your customers or add the checkout to your website.`,
  },
  uelz_plan: {
    title: msg`Choose your Cobro plan`,
    description: msg`Pick the plan that fits the volume of payments you take each month.`,
  },
};

export const TASK_STATUS_LABELS: Record<TaskStatus, MessageDescriptor> = {
  INITIAL: msg`To do`,
  IN_PROGRESS: msg`In progress`,
  ENABLED: msg`Pending review`,
  COMPLETED: msg`Completed`,
  ERROR: msg`Needs attention`,
};
