// The merchant's own script: which payment link to sell, and what to do when the buyer has paid.
const checkout = document.querySelector('merchant-checkout');
const link = new URLSearchParams(location.search).get('link');

if (link) checkout.setAttribute('link-id', link);
else document.getElementById('missing-link').hidden = false;

const result = document.getElementById('result');
checkout.addEventListener('cobro-payment-success', (event) => {
  result.textContent = `Pago completado (compra ${event.detail.purchase_id}). ¡Gracias!`;
});
checkout.addEventListener('cobro-payment-pending', () => {
  result.textContent = 'Pago en curso: te avisaremos cuando se confirme.';
});
checkout.addEventListener('cobro-error', (event) => {
  result.textContent = `No se pudo cargar el pago (${event.detail.code}).`;
});
