/** The mark of each payment-method image name the API sends (`visa`, `sepa_debit`, ...): fill, text colour, word. */
const MARKS: Record<string, [string, string, string]> = {
  visa: ['#1a1f71', '#ffffff', 'VISA'],
  mastercard: ['#231f20', '#ffffff', 'mastercard'],
  amex: ['#2e77bc', '#ffffff', 'AMEX'],
  sepa_debit: ['#10298e', '#ffcc00', 'SEPA'],
  redsys: ['#e30613', '#ffffff', 'Redsys'],
  inespay: ['#00a19a', '#ffffff', 'Inespay'],
  bizum: ['#05c3dd', '#ffffff', 'Bizum'],
  afterpay_clearpay: ['#b2fce4', '#000000', 'Afterpay'],
};

/**
 * A payment method's image, chosen by its image name (dashboard-core 3). The marks are drawn here rather than fetched
 * from a CDN: the admin page's CSP allows images from itself only, and the dashboard must work offline with the
 * reference server (docs/decisions/0950). A card of no known brand (`card`) is drawn as a card, with no word on it:
 * the method's name is its accessible name.
 */
export function PaymentMethodImage({ image, label }: { image: string | null; label: string }) {
  const mark = image ? MARKS[image.toLowerCase()] : undefined;
  return (
    <svg className="payment-method__image" viewBox="0 0 48 30" role="img" aria-label={label} focusable="false">
      {mark ? (
        <>
          <rect width="48" height="30" rx="4" fill={mark[0]} />
          <text x="24" y="19" textAnchor="middle" fontSize={mark[2].length > 6 ? 7 : 9} fontWeight="700" fontFamily="sans-serif" fill={mark[1]}>
            {mark[2]}
          </text>
        </>
      ) : (
        <>
          <rect width="48" height="30" rx="4" fill="#5c6770" />
          <rect y="6" width="48" height="5" fill="#2b3237" />
          <rect x="6" y="15" width="9" height="7" rx="1.5" fill="#e3c26b" />
          <rect x="19" y="17" width="22" height="3" rx="1.5" fill="#ffffff" opacity="0.7" />
        </>
      )}
    </svg>
  );
}
