import type { Organization } from '@cobro/contracts';
import { tasksStatusQuery } from '@cobro/data';
import { ErrorPlaceholder, IconButton, LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TaskItem } from './task-item';
import { deriveTasks } from './task-rules';
import { tasksCardVisibility } from './tasks-card-visibility';

/** The onboarding tasks card of the panel (dashboard-core 2, 4): welcome line, five tasks, dismissible. */
export function TasksCard({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const visibility = tasksCardVisibility();
  const hidden = useStore(visibility.$hidden);
  const tasks = useQuery(tasksStatusQuery());
  const titleId = useId();
  if (hidden) return null;

  const company = organization.company_name;
  const views = tasks.isSuccess ? deriveTasks(tasks.data, organization.verification_status) : [];
  const allDone = views.length > 0 && views.every((view) => view.status === 'COMPLETED');
  return (
    <section className="tasks-card" aria-labelledby={titleId}>
      <header className="tasks-card__header">
        <h2 id={titleId} className="tasks-card__title">
          <Trans>Welcome, {company}</Trans>
        </h2>
        <IconButton icon="close" label={t`Hide onboarding tasks`} onClick={visibility.hide} />
      </header>
      <p className="tasks-card__intro">
        {allDone ? (
          <Trans>Every step is done: you can get paid. Hide this card whenever you like; the bell at the top brings it back.</Trans>
        ) : (
          <Trans>Complete these steps to start getting paid. The bell at the top brings this card back.</Trans>
        )}
      </p>
      {tasks.isPending && <LoadingPlaceholder />}
      {tasks.isError && (
        <ErrorPlaceholder
          title={t`The onboarding tasks could not be loaded`}
          description={t`Check your connection and try again.`}
          onRetry={() => void tasks.refetch()}
        />
      )}
      {tasks.isSuccess && (
        <ol className="tasks-card__list">
          {views.map((view) => (
            <TaskItem key={view.item.task_id} view={view} />
          ))}
        </ol>
      )}
    </section>
  );
}
