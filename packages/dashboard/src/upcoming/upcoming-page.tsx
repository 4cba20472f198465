import { useLingui } from '@lingui/react/macro';
import { SECTION_TITLES } from '../app/section-titles';
import { useDocumentTitle } from '../app/use-document-title';
import { UPCOMING_TEXTS, type UpcomingSection } from './upcoming-texts';

/** A page whose content belongs to a later issue: its title and what is coming, with nothing pretending to work. */
export function UpcomingPage({ section }: { section: UpcomingSection }) {
  const { i18n } = useLingui();
  const title = i18n._(SECTION_TITLES[section]);
  useDocumentTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <p className="page__notice">{i18n._(UPCOMING_TEXTS[section])}</p>
    </div>
  );
}
