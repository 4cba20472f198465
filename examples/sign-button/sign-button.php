<?php
// Signs the plan of a web-services <pay-button> on your server (PHP 7.4+), as docs/integration.md explains. Copy this
// file into your project; COBRO_BUTTON_SECRET is the button signing secret of Configuration > Web checkout.

// The attributes the signature covers, in the order of the canonical form (Cobro's decision 1010).
const COBRO_SIGNED_ATTRIBUTES = [
    'amount', 'billing-cycles', 'consume-units', 'currency', 'description', 'external-customer-id', 'external-order-id',
    'external-product-id', 'external-usage-id', 'frequency', 'future-charge', 'payment-day', 'plan-name', 'plan-type',
    'service-name', 'subscription-type',
];

/** The signature attribute for a button with these attributes (name => value, exactly as you write them). */
function cobro_sign_pay_button(string $secret, array $attributes): string
{
    $lines = ['cobro-pay-button-v1'];
    foreach (COBRO_SIGNED_ATTRIBUTES as $name) {
        $value = str_replace(["\r\n", "\r"], "\n", (string) ($attributes[$name] ?? ''));
        $value = str_replace(['\\', "\n"], ['\\\\', '\n'], $value);
        $lines[] = $name . '=' . $value;
    }
    return 'v1=' . hash_hmac('sha256', implode("\n", $lines), $secret);
}

if (PHP_SAPI === 'cli' && realpath($argv[0] ?? '') === __FILE__) {
    // Used by Cobro's tests: a JSON {"secret", "attributes"} on stdin, the signature on stdout.
    $request = json_decode(stream_get_contents(STDIN), true);
    echo cobro_sign_pay_button($request['secret'], $request['attributes']), "\n";
}
