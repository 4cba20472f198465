import { useCallback, useState } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { PaymentOutcome } from './cobro';
import { OnlinePage } from './online-page';
import { PassPage } from './pass-page';

/** Two routes, each with its own <pay-button>: changing route unmounts one button and mounts the other. */
export function App() {
  const [status, setStatus] = useState('');
  const onPaid = useCallback<PaymentOutcome['onPaid']>((detail) => setStatus(`Pago completado (compra ${detail.purchase_id}). ¡Gracias!`), []);
  const onError = useCallback<PaymentOutcome['onError']>((detail) => setStatus(`No se pudo iniciar el pago (${detail.code}).`), []);
  return (
    <Router hook={useHashLocation}>
      <header className="shop-header">
        <h1>Yoga Sol</h1>
        <nav aria-label="Tienda">
          <Link href="/">Bonos</Link>
          <Link href="/online">Yoga en casa</Link>
        </nav>
      </header>
      <main className="shop">
        <Switch>
          <Route path="/online">
            <OnlinePage onPaid={onPaid} onError={onError} />
          </Route>
          <Route>
            <PassPage onPaid={onPaid} onError={onError} />
          </Route>
        </Switch>
        <p className="shop__result" role="status">
          {status}
        </p>
      </main>
    </Router>
  );
}
