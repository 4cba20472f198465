export { organizationView } from './organization-view';
