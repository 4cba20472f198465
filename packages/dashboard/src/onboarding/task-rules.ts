import type { Organization, TaskStatus, TaskStatusItem, TaskType } from '@cobro/contracts';

/** The part of a GET /tasks-status item the rules read. */
export type TaskItem = Pick<TaskStatusItem, 'task_id' | 'status'> & { task: Pick<TaskStatusItem['task'], 'type' | 'link'> };

export interface TaskView<T extends TaskItem = TaskItem> {
  item: T;
  /** The status shown, after the gateway rule. */
  status: TaskStatus;
  /** Why the task cannot be opened yet, or null when it can. */
  blockedBy: 'gateway' | 'payment-methods-or-services' | null;
}

/** The five tasks in the spec's order (dashboard-core 2). */
export const TASK_ORDER: readonly TaskType[] = [
  'gateway_activation',
  'payment_methods',
  'add_services',
  'payment_links',
  'uelz_plan',
];

const GATEWAY_BLOCKING: readonly TaskStatus[] = ['INITIAL', 'IN_PROGRESS', 'ERROR'];

/**
 * The rules of dashboard-core 4 "Onboarding tasks":
 * - the gateway task shows ERROR when payouts are not enabled (once answered: a pending review is not, decision 1140);
 * - every other task is disabled while the gateway task is INITIAL, IN_PROGRESS or ERROR;
 * - the payment links task is also disabled until payment methods or services are completed (the spec's OR: either
 *   one completed opens it).
 */
export function deriveTasks<T extends TaskItem>(
  items: readonly T[],
  verification: Organization['verification_status'],
): TaskView<T>[] {
  // A pending verification is a review under way, not an answer: the server's status (the yellow clock) stands (1140).
  const refused = verification && verification.verification_status !== 'pending' && !verification.payouts_enabled;
  const statusOf = (item: T): TaskStatus => (item.task.type === 'gateway_activation' && refused ? 'ERROR' : item.status);
  const byType = new Map(items.map((item) => [item.task.type, statusOf(item)]));
  const gateway = byType.get('gateway_activation') ?? 'INITIAL';
  const gatewayBlocks = GATEWAY_BLOCKING.includes(gateway);
  const linksBlocked = byType.get('payment_methods') !== 'COMPLETED' && byType.get('add_services') !== 'COMPLETED';

  return [...items]
    .sort((a, b) => TASK_ORDER.indexOf(a.task.type) - TASK_ORDER.indexOf(b.task.type))
    .map((item) => {
      const type = item.task.type;
      const blockedBy =
        type === 'gateway_activation'
          ? null
          : gatewayBlocks
            ? 'gateway'
            : type === 'payment_links' && linksBlocked
              ? 'payment-methods-or-services'
              : null;
      return { item, status: statusOf(item), blockedBy };
    });
}

/** Where a task leads: an internal route, an external address, or (no link) the plans modal. */
export type TaskTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string } | { kind: 'plans' };

export function taskTarget(link: string | null | undefined): TaskTarget {
  const value = link?.trim();
  if (!value) return { kind: 'plans' };
  return /^https?:\/\//i.test(value) ? { kind: 'external', href: value } : { kind: 'route', path: value };
}

export type StatusTone = 'grey' | 'blue' | 'yellow' | 'green' | 'red';

/** How a status looks (dashboard-core 4): ENABLED yellow with a clock, COMPLETED green, ERROR red. */
export const TASK_STATUS_LOOK: Record<TaskStatus, { tone: StatusTone; clock: boolean }> = {
  INITIAL: { tone: 'grey', clock: false },
  IN_PROGRESS: { tone: 'blue', clock: false },
  ENABLED: { tone: 'yellow', clock: true },
  COMPLETED: { tone: 'green', clock: false },
  ERROR: { tone: 'red', clock: false },
};
