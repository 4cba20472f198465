/** The mark of each payment-method image name the API sends (`visa`, `sepa_debit`, ...): fill, text colour, word. */
const MARKS: Record<string, [string, string, string]> = {
  visa: ['#1a1f71', '#ffffff', 'VISA'],
  mastercard: ['#231f20', '#ffffff', 'mastercard'],
  amex: ['#2e77bc', '#ffffff', 'AMEX'],
  sepa_debit: ['#10298e', '#ffcc00', 'SEPA'],
  redsys: ['#e30613', '#ffffff', 'Redsys'],
  inespay: ['#00a19a', '#ffffff', 'Inespay'],
  afterpay_clearpay: ['#b2fce4', '#000000', 'Afterpay'],
};
const GENERIC: [string, string, string] = ['#5c6770', '#ffffff', 'CARD'];

/**
 * A payment method's image, chosen by its image name (dashboard-core 3). The marks are drawn here rather than fetched
 * from a CDN: the admin page's CSP allows images from itself only, and the dashboard must work offline with the
 * reference server (docs/decisions/0950).
 */
export function PaymentMethodImage({ image, label }: { image: string | null; label: string }) {
  const [fill, ink, word] = (image && MARKS[image.toLowerCase()]) || GENERIC;
  return (
    <svg className="payment-method__image" viewBox="0 0 48 30" role="img" aria-label={label} focusable="false">
      <rect width="48" height="30" rx="4" fill={fill} />
      <text x="24" y="19" textAnchor="middle" fontSize={word.length > 6 ? 7 : 9} fontWeight="700" fontFamily="sans-serif" fill={ink}>
        {word}
      </text>
    </svg>
  );
}
