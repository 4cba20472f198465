import { mediaEndpoints, type ExportBody, type ExportResponse, type ExportTable } from '@cobro/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import type { CallerMutationOptions } from '../mutations/with-invalidation';

export type ExportTableInput = { table: ExportTable } & ExportBody;

/** POST /media/export/{table_id}: reads only, so nothing is refreshed after it. */
export const exportTableMutation = (
  options?: CallerMutationOptions<ExportResponse, ExportTableInput>,
): UseMutationOptions<ExportResponse, Error, ExportTableInput> => ({
  ...options,
  mutationKey: ['export'],
  mutationFn: ({ table, ...body }) => getApi().call(mediaEndpoints.exportTable, { params: { table_id: table }, body }),
});

export const useExportTable = (options?: CallerMutationOptions<ExportResponse, ExportTableInput>) =>
  useMutation(exportTableMutation(options));
