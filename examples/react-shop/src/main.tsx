import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The React flavour of <pay-button>: importing it defines the element, and the checkout it opens renders with this
// app's React. Define elements before rendering, so React sets their properties rather than attributes.
import '@cobro/widget/pay-button.js';
import { App } from './app';
import './shop.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
