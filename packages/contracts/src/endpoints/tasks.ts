import { endpoint } from '../endpoint';
import { TasksStatusResponse } from '../entities/tasks';
import { SESSION } from './presets';

export const tasksEndpoints = {
  tasksStatus: endpoint({ method: 'GET', path: '/tasks-status', ...SESSION, response: TasksStatusResponse }),
} as const;
