import { organizationQuery } from '@cobro/data';
import { ErrorPlaceholder, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PlatformPlans } from './platform-plans';
import { ProductPlans } from './product-plans';

/** The modal's body: organizations with a parent platform see their agreement, the others the product's plans. */
export default function PlansContent() {
  const { t } = useLingui();
  const organization = useQuery(organizationQuery());
  if (organization.isPending) return <LoadingPlaceholder lines={6} />;
  if (organization.isError) {
    return (
      <ErrorPlaceholder
        title={t`The plans could not be loaded`}
        description={t`Something went wrong on our side. Try again in a moment.`}
        onRetry={() => void organization.refetch()}
      />
    );
  }
  return organization.data.platform_id ? <PlatformPlans organization={organization.data} /> : <ProductPlans />;
}
