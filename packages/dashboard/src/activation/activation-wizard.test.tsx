import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { organizationFixture } from './activation.fixtures';
import { ActivationWizard } from './activation-wizard';

function render(index: number, overrides = {}) {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Router ssrPath="/activate">
          <ActivationWizard organization={organizationFixture(overrides)} index={index} onFinished={() => undefined} />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('activation wizard', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('step 1: the sidebar with its states, the company form, no back button', () => {
    const html = render(0);
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('Step 1 of 5');
    expect(html).toContain('Company name');
    expect(html).not.toContain('>Back<');
    expect(html.match(/<select[^>]*disabled/g)).toBeNull();
  });

  it('company type and industry are disabled once payments are activated', () => {
    const html = render(0, { payments_activated: true, company_type: 'company', company_industry: '5734' });
    expect(html.match(/<select[^>]*disabled/g)).toHaveLength(2);
  });

  it('later steps link back to saved ones and offer Back', () => {
    const html = render(1, { onboarding_steps: { step_one: 'complete', step_two: 'pending', step_three: 'pending', step_four: 'pending', step_five: 'pending' } });
    expect(html).toContain('href="/activate/company-info"');
    expect(html).not.toContain('href="/activate/general-info"');
    expect(html).toContain('>Back<');
    expect(html).toContain('Website');
  });
});
