import { LoadingPlaceholder } from '@cobro/ui';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { UpdateCardPage } from '../update-card';
import { CheckoutFlow } from './checkout-flow';
import { resolveCheckoutRoute } from './routes';
import { NotFoundPage } from './status-pages';

/** The buyer's pages over whatever location the element was given (the browser's, or its own memory). */
export function CheckoutRouter() {
  const [location] = useLocation();
  const route = resolveCheckoutRoute(location);
  switch (route.kind) {
    case 'checkout':
      return <CheckoutFlow id={route.id} step={route.step} />;
    case 'update-card':
      return (
        <Suspense fallback={<LoadingPlaceholder />}>
          <UpdateCardPage id={route.id} />
        </Suspense>
      );
    case 'not-found':
      return <NotFoundPage />;
  }
}
