# Signs the plan of a web-services <pay-button> on your server (Python 3), as docs/integration.md explains. Copy this
# file into your project; COBRO_BUTTON_SECRET is the button signing secret of Configuration > Web checkout.
import hashlib
import hmac

# The attributes the signature covers, in the order of the canonical form (Cobro's decision 1010).
SIGNED = [
    "amount", "billing-cycles", "consume-units", "currency", "description", "external-customer-id", "external-order-id",
    "external-product-id", "external-usage-id", "frequency", "future-charge", "payment-day", "plan-name", "plan-type",
    "service-name", "subscription-type",
]


def sign_pay_button(secret: str, attributes: dict) -> str:
    """The signature attribute for a button with these attributes (name: value, exactly as you write them)."""
    lines = ["cobro-pay-button-v1"]
    for name in SIGNED:
        value = attributes.get(name)
        value = "" if value is None else str(value)
        value = value.replace("\r\n", "\n").replace("\r", "\n").replace("\\", "\\\\").replace("\n", "\\n")
        lines.append(f"{name}={value}")
    digest = hmac.new(secret.encode("utf-8"), "\n".join(lines).encode("utf-8"), hashlib.sha256).hexdigest()
    return f"v1={digest}"


if __name__ == "__main__":
    # Used by Cobro's tests: a JSON {"secret", "attributes"} on stdin, the signature on stdout.
    import json
    import sys

    request = json.load(sys.stdin)
    print(sign_pay_button(request["secret"], request["attributes"]))
