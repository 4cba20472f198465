// The self-defining script: `<script type="module" src="/widget/1.0.0/customer-portal.js">`.
import { defineCustomerPortal } from '../elements/customer-portal';

defineCustomerPortal();
