export { PanelPage } from './panel-page';
