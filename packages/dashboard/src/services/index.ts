export { ServicesSection } from './services-section';
