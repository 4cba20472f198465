import { useLingui } from '@lingui/react/macro';
import { FactList } from '../common/fact-list';

/**
 * What a plan includes, the same lines on every card so that the cards compare (issue 27 item 7). Cards and SEPA
 * come with every plan and the free trial; the methods for paying users (PAYING_USER_OPTIONS in the contract's
 * payment-method rules: Redsys, Bizum through Redsys, and Inespay) need a paid plan. Bizum is not named on the cards:
 * it comes with the merchant's Redsys contract, and a back end built to the spec never offers it (decision 1136).
 */
export function PlanFeatures({ paid }: { paid: boolean }) {
  const { t } = useLingui();
  return (
    <FactList
      label={t`Included`}
      offPrefix={t`Not included:`}
      facts={[
        [true, t`Cards and SEPA direct debit`],
        [paid, t`Redsys and Inespay with your own contracts`],
      ]}
    />
  );
}
