// The self-defining script merchants load: `<script type="module" src="/widget/1.0.0/merchant-dashboard.js">`.
import { defineMerchantDashboard } from '../elements/merchant-dashboard';

defineMerchantDashboard();
