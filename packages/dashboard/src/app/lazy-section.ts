import { loadDashboardSections } from '@cobro/i18n';
import { lazy, type ComponentType } from 'react';

/**
 * A section's route chunk past the first screen: its code and the sections' catalog (decision 1131) fetched
 * together, so the page never shows a message before its translation has arrived.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([load(), loadDashboardSections()]).then(([component]) => ({ default: component })));
}
