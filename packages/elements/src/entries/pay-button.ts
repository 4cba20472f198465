// The self-defining script merchants paste, with their widget key and API URL in its own URL:
// `<script type="module" src="/widget/1.0.0/pay-button.js?key=pk_test_…&api=https://…/api" integrity="…" crossorigin>`.
// import.meta.url must be read here, in the entry: in a shared chunk it would be the chunk's URL, without the query.
// The build writes the chunks intent fetches at once in place of the placeholder (vite.config.ts, decision 0250).
import { definePayButton } from '../elements/pay-button';

definePayButton(import.meta.url, '__COBRO_INTENT_CHUNKS__');
