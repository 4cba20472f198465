import { tasksEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { taskKeys } from './tasks.keys';

/** GET /tasks-status: the five onboarding tasks and their status. */
export const tasksStatusQuery = () =>
  queryOptions({
    queryKey: taskKeys.list(),
    queryFn: ({ signal }) => getApi().call(tasksEndpoints.tasksStatus, { signal }),
  });
