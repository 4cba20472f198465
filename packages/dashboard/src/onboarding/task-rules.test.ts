import { describe, expect, it } from 'vitest';
import type { TaskStatus, TaskType } from '@cobro/contracts';
import { deriveTasks, TASK_STATUS_LOOK, taskTarget, type TaskItem } from './task-rules';

const item = (type: TaskType, status: TaskStatus, link: string | null = `/dashboard/${type}`): TaskItem => ({
  task_id: `id-${type}`,
  status,
  task: { type, link },
});

const tasks = (statuses: Partial<Record<TaskType, TaskStatus>>) => [
  item('uelz_plan', statuses.uelz_plan ?? 'INITIAL', null),
  item('payment_links', statuses.payment_links ?? 'INITIAL'),
  item('add_services', statuses.add_services ?? 'INITIAL'),
  item('payment_methods', statuses.payment_methods ?? 'INITIAL'),
  item('gateway_activation', statuses.gateway_activation ?? 'INITIAL'),
];

const verified = { verification_status: 'verified' as const, payouts_enabled: true };
const disabledOf = (views: ReturnType<typeof deriveTasks>) =>
  Object.fromEntries(views.map((v) => [v.item.task.type, v.blockedBy !== null]));

describe('onboarding tasks', () => {
  it('are shown in the spec order: gateway, payment methods, services, payment links, plan', () => {
    expect(deriveTasks(tasks({}), verified).map((v) => v.item.task.type)).toEqual([
      'gateway_activation',
      'payment_methods',
      'add_services',
      'payment_links',
      'uelz_plan',
    ]);
  });

  it('the gateway task shows ERROR when payouts are not enabled', () => {
    const views = deriveTasks(tasks({ gateway_activation: 'COMPLETED' }), {
      verification_status: 'unverified',
      payouts_enabled: false,
    });
    expect(views[0].status).toBe('ERROR');
    expect(deriveTasks(tasks({ gateway_activation: 'COMPLETED' }), verified)[0].status).toBe('COMPLETED');
  });

  it('a pending verification is a review under way, not a refusal: the server status stands (decision 1140)', () => {
    const views = deriveTasks(tasks({ gateway_activation: 'ENABLED' }), { verification_status: 'pending', payouts_enabled: false });
    expect(views[0].status).toBe('ENABLED');
  });

  it.each(['INITIAL', 'IN_PROGRESS', 'ERROR'] as const)(
    'payment methods, services, payment links and plan tasks are disabled while the gateway task is %s',
    (gateway) => {
      const views = deriveTasks(
        tasks({ gateway_activation: gateway, payment_methods: 'COMPLETED', add_services: 'COMPLETED' }),
        verified,
      );
      expect(views.filter((v) => v.blockedBy === 'gateway')).toHaveLength(4);
      expect(disabledOf(views)).toEqual({
        gateway_activation: false,
        payment_methods: true,
        add_services: true,
        payment_links: true,
        uelz_plan: true,
      });
    },
  );

  it('a gateway task forced to ERROR by disabled payouts also disables the other tasks', () => {
    const views = deriveTasks(tasks({ gateway_activation: 'COMPLETED' }), {
      verification_status: 'verified',
      payouts_enabled: false,
    });
    expect(disabledOf(views).payment_methods).toBe(true);
  });

  it('the payment links task is disabled until payment methods or services are completed', () => {
    const linksDisabled = (pm: TaskStatus, services: TaskStatus) =>
      disabledOf(
        deriveTasks(tasks({ gateway_activation: 'COMPLETED', payment_methods: pm, add_services: services }), verified),
      ).payment_links;
    expect(linksDisabled('IN_PROGRESS', 'INITIAL')).toBe(true);
    expect(linksDisabled('ENABLED', 'IN_PROGRESS')).toBe(true);
    expect(linksDisabled('COMPLETED', 'INITIAL')).toBe(false);
    expect(linksDisabled('INITIAL', 'COMPLETED')).toBe(false);
    expect(linksDisabled('COMPLETED', 'COMPLETED')).toBe(false);
    const links = deriveTasks(tasks({ gateway_activation: 'COMPLETED' }), verified).find(
      (v) => v.item.task.type === 'payment_links',
    );
    expect(links?.blockedBy).toBe('payment-methods-or-services');
  });

  it('with the gateway completed, the other tasks are enabled', () => {
    const views = deriveTasks(tasks({ gateway_activation: 'COMPLETED' }), verified);
    expect(disabledOf(views)).toMatchObject({ payment_methods: false, add_services: false, uelz_plan: false });
  });

  it('a task with no link opens the plans modal; others open their link', () => {
    expect(taskTarget(null)).toEqual({ kind: 'plans' });
    expect(taskTarget('  ')).toEqual({ kind: 'plans' });
    expect(taskTarget('/dashboard/services')).toEqual({ kind: 'route', path: '/dashboard/services' });
    expect(taskTarget('https://docs.example.org/x')).toEqual({ kind: 'external', href: 'https://docs.example.org/x' });
  });

  it('ENABLED is yellow with a clock, COMPLETED green, ERROR red', () => {
    expect(TASK_STATUS_LOOK.ENABLED).toEqual({ tone: 'yellow', clock: true });
    expect(TASK_STATUS_LOOK.COMPLETED).toEqual({ tone: 'green', clock: false });
    expect(TASK_STATUS_LOOK.ERROR).toEqual({ tone: 'red', clock: false });
    expect(TASK_STATUS_LOOK.INITIAL.clock || TASK_STATUS_LOOK.IN_PROGRESS.clock).toBe(false);
  });
});
