import type { Organization } from '@cobro/contracts';
import { LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { SECTION_TITLES } from '../app/section-titles';
import { useDocumentTitle } from '../app/use-document-title';
import { TasksCard } from '../onboarding';

// The date filter and the cards are a chunk of their own (the chart a further one): the first screen stays small.
const PanelFigures = lazy(() => import('./panel-figures'));

/** /dashboard/panel (dashboard-core 2): the onboarding tasks, the date filter and the figures of the range. */
export function PanelPage({ organization }: { organization: Organization }) {
  const { i18n } = useLingui();
  const title = i18n._(SECTION_TITLES.panel);
  useDocumentTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <TasksCard organization={organization} />
      <Suspense fallback={<LoadingPlaceholder lines={6} />}>
        <PanelFigures />
      </Suspense>
    </div>
  );
}
