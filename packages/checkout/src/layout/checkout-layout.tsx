import { Button } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { useFlow } from '../flow/flow-context';
import { useThemeContrastWarning } from '../theme/use-theme-contrast-warning';
import { BottomSheet } from './bottom-sheet';
import { CheckoutFooter } from './checkout-footer';
import { PriceSummary } from './price-summary';
import { StepHeading } from './step-heading';
import { useIsMobile } from './use-is-mobile';

/**
 * The checkout page (public-flows 2): the price summary on the left and the step's form on the right; below
 * 768 px the form moves into a bottom sheet opened by a Buy button. The success and declined pages hide the
 * summary and show their content directly.
 */
export function CheckoutLayout({ showSummary, formTitle, children }: { showSummary: boolean; formTitle: string; children: ReactNode }) {
  const { t } = useLingui();
  const { offer, state, dispatch } = useFlow();
  const mobile = useIsMobile();
  const inSheet = showSummary && mobile;
  // Without the summary (whose plan name is the page's h1), the step's own title is the page heading.
  const level = showSummary ? 2 : 1;
  const root = useRef<HTMLDivElement>(null);
  useThemeContrastWarning(root);

  return (
    <div ref={root} className={showSummary ? 'checkout' : 'checkout checkout--single'}>
      {showSummary && <PriceSummary />}
      {inSheet ? (
        <>
          <div className="checkout__buy">
            <Button variant="primary" size="lg" onClick={() => dispatch({ type: 'sheet', open: true })}>
              {/* A variable plan charges nothing now (decision 1139): the buyer subscribes, nothing is bought yet. */}
              {offer.plan.type === 'variable' ? t`Subscribe` : t`Buy`}
            </Button>
          </div>
          <BottomSheet open={state.sheetOpen} onClose={() => dispatch({ type: 'sheet', open: false })} title={formTitle}>
            {children}
          </BottomSheet>
        </>
      ) : (
        <section className="checkout__form" aria-labelledby="checkout-form-title">
          <StepHeading level={level} id="checkout-form-title" className="checkout__form-title">
            {formTitle}
          </StepHeading>
          {children}
        </section>
      )}
      <CheckoutFooter termsUrl={offer.organization?.tyc ?? null} />
    </div>
  );
}
