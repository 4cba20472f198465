import type { MerchantService } from '@cobro/contracts';
import { Badge } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';

/**
 * Marks a service a web-services <pay-button> created, and a test key's as such, so the merchant tells it from
 * their own in the list and on its page (decision 1011). The merchant's own services carry none.
 */
export function OriginBadge({ service }: { service: Pick<MerchantService, 'origin' | 'key_mode'> }) {
  const { t } = useLingui();
  if (service.origin !== 'button') return null;
  return (
    <Badge tone="blue" className="origin-badge">
      {service.key_mode === 'test' ? t`Web button · test` : t`Web button`}
    </Badge>
  );
}
