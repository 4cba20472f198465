export { organizationView } from './organization-view';
export { HOUSE } from './house-organization';
