import { ApiError } from '@cobro/client';
import type { ExportTable } from '@cobro/contracts';
import { useExportTable } from '@cobro/data';
import { Button, saveFile, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePlansDialog } from '../plans';
import { showApiErrorToast } from './error-toast';
import { base64ToBytes, exportIds, mimeOf } from './download-file';

type Props = {
  table: ExportTable;
  /** The ids ticked in the list, across pages. */
  selected: readonly string[];
  /** The ids of the rows on screen. */
  shown: readonly string[];
  customerId?: string;
};

/**
 * Exports the list to a spreadsheet the server builds (POST /media/export/{table id}) and downloads it. A merchant
 * over its plan's limit is refused (403 API-003, decision 0290): the button says so and opens the plans modal.
 */
export function ExportButton({ table, selected, shown, customerId }: Props) {
  const { t } = useLingui();
  const exporter = useExportTable();
  const plans = usePlansDialog();
  const run = async () => {
    try {
      const { file, file_name } = await exporter.mutateAsync({
        table,
        ids: exportIds(selected, shown),
        ...(customerId ? { customer_id: customerId } : {}),
      });
      saveFile(new Blob([base64ToBytes(file)], { type: mimeOf(file_name) }), file_name);
      toast({ title: t`Export downloaded`, description: file_name, tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'API-003') {
        toast({ title: error.code, description: t`Your sales exceed your plan's limit: choose a plan to export`, tone: 'danger' });
        plans.open();
      } else showApiErrorToast(error);
    }
  };
  return (
    <Button loading={exporter.isPending} onClick={() => void run()}>
      {selected.length ? <Trans>Export selected ({selected.length})</Trans> : <Trans>Export</Trans>}
    </Button>
  );
}
