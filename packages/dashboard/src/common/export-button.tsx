import type { ExportTable } from '@cobro/contracts';
import { useExportTable } from '@cobro/data';
import { Button, toast } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { showApiErrorToast } from '../common/error-toast';
import { base64ToBytes, exportIds, mimeOf, saveFile } from './download-file';

type Props = {
  table: ExportTable;
  /** The ids ticked in the list, across pages. */
  selected: readonly string[];
  /** The ids of the rows on screen. */
  shown: readonly string[];
  customerId?: string;
};

/** Exports the list to a spreadsheet the server builds (POST /media/export/{table id}) and downloads it. */
export function ExportButton({ table, selected, shown, customerId }: Props) {
  const { t } = useLingui();
  const exporter = useExportTable();
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
      showApiErrorToast(error);
    }
  };
  return (
    <Button loading={exporter.isPending} onClick={() => void run()}>
      {selected.length ? <Trans>Export selected ({selected.length})</Trans> : <Trans>Export</Trans>}
    </Button>
  );
}
