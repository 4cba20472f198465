export { PANEL_CHARTS_TEXT } from './upcoming-texts';
