// The self-defining script: `<script type="module" src="/widget/1.0.0/merchant-checkout.js">`.
import { defineMerchantCheckout } from '../elements/merchant-checkout';

defineMerchantCheckout();
