import { chargesEnabled, type Organization } from '@cobro/contracts';
import { useLocation } from 'wouter';
import { normalizePath, servicesPage } from '../app/routes';
import { ServiceCreatePage } from './service-create-page';
import { ServiceDetailPage } from './service-detail-page';
import { ServicesListPage } from './services-list-page';

/** The services area: which of its pages the path shows (the route table's `servicesPage`). */
export function ServicesSection({ organization }: { organization: Organization }) {
  const [location] = useLocation();
  // resolveRoute sends only the paths servicesPage knows to this section; the list is the area's home otherwise.
  const route = servicesPage(normalizePath(location)) ?? { page: 'list' as const };
  // Publish and copy-link need charges_enabled, pending verification counting as locked (shared rule).
  const canCharge = chargesEnabled(organization);
  switch (route.page) {
    case 'list':
      return <ServicesListPage canCharge={canCharge} />;
    case 'create':
      return <ServiceCreatePage canCharge={canCharge} />;
    case 'detail':
      // Keyed by id so moving from one service to another starts a fresh form.
      return <ServiceDetailPage key={route.id} id={route.id} canCharge={canCharge} />;
  }
}
