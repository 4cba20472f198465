export { UpcomingPage } from './upcoming-page';
export { PANEL_CHARTS_TEXT } from './upcoming-texts';
