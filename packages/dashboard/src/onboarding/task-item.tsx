import type { TaskStatusItem } from '@cobro/contracts';
import { Badge, Icon } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { usePlansDialog } from '../plans';
import { TASK_STATUS_LOOK, taskTarget, type TaskView } from './task-rules';
import { TASK_STATUS_LABELS, TASK_TEXTS } from './task-texts';

// The plan's limit reads the plans' calls: a chunk after the first screen (the tasks card is on it).
const CurrentPlanLimit = lazy(() => import('../plans/current-plan-limit'));

/** One onboarding task: its title leads to the task (or opens the plans modal); a disabled task says why. */
export function TaskItem({ view }: { view: TaskView<TaskStatusItem> }) {
  const { i18n } = useLingui();
  const plans = usePlansDialog();
  const { item, status, blockedBy } = view;
  const disabled = blockedBy !== null;
  const texts = TASK_TEXTS[item.task.type];
  const title = i18n._(texts.title);
  const look = TASK_STATUS_LOOK[status];
  const target = taskTarget(item.task.link);

  let heading;
  if (disabled) heading = <span className="task__title-text">{title}</span>;
  else if (target.kind === 'route') heading = <Link href={target.path} className="task__link">{title}</Link>;
  else if (target.kind === 'external') heading = <a href={target.href} className="task__link">{title}</a>;
  else heading = <button type="button" className="task__link task__link--button" onClick={plans.open}>{title}</button>;

  return (
    <li className={`task${disabled ? ' task--disabled' : ''}`}>
      <h3 className="task__title">{heading}</h3>
      <p className="task__description">
        {i18n._(texts.description)}
        {item.task.type === 'uelz_plan' && (
          <>
            {' '}
            <Suspense fallback={null}>
              <CurrentPlanLimit />
            </Suspense>
          </>
        )}
      </p>
      <p className="task__footer">
        <Badge tone={look.tone}>
          {look.clock && <Icon name="clock" />}
          {i18n._(TASK_STATUS_LABELS[status])}
        </Badge>
        {blockedBy === 'gateway' && (
          <span className="task__locked">
            <Trans>Available once your payment gateway is active</Trans>
          </span>
        )}
        {blockedBy === 'payment-methods-or-services' && (
          <span className="task__locked">
            <Trans>Available once your payment methods or your services are ready</Trans>
          </span>
        )}
      </p>
    </li>
  );
}
