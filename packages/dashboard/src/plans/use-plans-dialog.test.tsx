import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { usePlansDialog } from './use-plans-dialog';

function Probe() {
  return <>{String(usePlansDialog().isOpen)}</>;
}

const openAt = (search: string) =>
  renderToStaticMarkup(
    <Router ssrPath="/dashboard/panel" ssrSearch={search}>
      <Probe />
    </Router>,
  ) === 'true';

describe('the plans modal opens from the URL', () => {
  it('is open when the query names it, whatever else the page keeps there', () => {
    expect(openAt('dialog=plans')).toBe(true);
    expect(openAt('period=weekly&dialog=plans')).toBe(true);
  });

  it('is closed without it, for another dialog, or when the query names an entity (not its dialog)', () => {
    expect(openAt('')).toBe(false);
    expect(openAt('period=weekly')).toBe(false);
    expect(openAt('dialog=details&charge=ch_1')).toBe(false);
    expect(openAt('dialog=plans&charge=ch_1')).toBe(false);
  });
});
