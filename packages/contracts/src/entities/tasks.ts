import { z } from 'zod';
import { PRODUCT_PREFIX } from '../constants';

export const TaskStatus = z.enum(['INITIAL', 'IN_PROGRESS', 'ENABLED', 'COMPLETED', 'ERROR']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** The five onboarding tasks; the plan task carries the product's own prefix (`uelz_plan`). */
export const TaskType = z.enum([
  'gateway_activation',
  'payment_methods',
  'add_services',
  'payment_links',
  `${PRODUCT_PREFIX}_plan`,
]);
export type TaskType = z.infer<typeof TaskType>;

/** Fixed task ids (dashboard-core 3): stable across organizations so the UI can key on them. */
export const TASK_IDS = {
  gateway_activation: '1',
  payment_methods: '2',
  add_services: '3',
  payment_links: '4',
  [`${PRODUCT_PREFIX}_plan` as const]: '5',
} as const satisfies Record<TaskType, string>;

/**
 * One item of GET /tasks-status. `title` and `description` are English defaults: the dashboard shows its own
 * translated text chosen by `type`. A null `link` means the task opens the plans modal.
 */
export const TaskStatusItem = z.object({
  task_id: z.enum(Object.values(TASK_IDS) as [string, ...string[]]),
  status: TaskStatus,
  task: z.object({
    title: z.string(),
    type: TaskType,
    link: z.string().nullable(),
    description: z.string(),
  }),
});
export type TaskStatusItem = z.infer<typeof TaskStatusItem>;

export const TasksStatusResponse = z.array(TaskStatusItem);
export type TasksStatusResponse = z.infer<typeof TasksStatusResponse>;
