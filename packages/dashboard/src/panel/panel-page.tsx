import type { Organization } from '@cobro/contracts';
import { useLingui } from '@lingui/react/macro';
import { SECTION_TITLES } from '../app/section-titles';
import { useDocumentTitle } from '../app/use-document-title';
import { TasksCard } from '../onboarding';
import { PANEL_CHARTS_TEXT } from '../upcoming';

/** /dashboard/panel: the onboarding tasks card; the charts below it come with the panel issue. */
export function PanelPage({ organization }: { organization: Organization }) {
  const { i18n } = useLingui();
  const title = i18n._(SECTION_TITLES.panel);
  useDocumentTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <TasksCard organization={organization} />
      <p className="page__notice">{i18n._(PANEL_CHARTS_TEXT)}</p>
    </div>
  );
}
