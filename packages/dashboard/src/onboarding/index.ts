export { TasksCard } from './tasks-card';
export { tasksCardVisibility } from './tasks-card-visibility';
