import { COBRO, type PaymentOutcome } from './cobro';

/** Product-services mode: a plan created in Cobro (Services), by its ids. */
export function PassPage({ onPaid, onError }: PaymentOutcome) {
  return (
    <section className="product" aria-labelledby="pass-title">
      <h2 id="pass-title">Bono 10 clases</h2>
      <p>Diez clases sin caducidad.</p>
      <p className="product__price">90,00 €</p>
      <pay-button
        widget-key={COBRO.widgetKey}
        api-url={COBRO.apiUrl}
        service-id="eae48a3e-0f37-40bf-a6aa-f7262e5a5f66"
        plan-id="8e3cb4d3-abf1-440c-85ef-8cdd3006320e"
        label="Comprar el bono"
        locale="es"
        oncobro-payment-success={(event) => onPaid(event.detail)}
        oncobro-error={(event) => onError(event.detail)}
      />
    </section>
  );
}
