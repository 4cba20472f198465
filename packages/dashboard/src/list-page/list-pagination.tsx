import { PAGE_SIZES } from '@cobro/contracts';
import { Button, Icon, SelectField } from '@cobro/ui';
import { Plural, useLingui } from '@lingui/react/macro';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: more rows than that match (decision 0107). */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/**
 * Rows per page (5, 10, 15, 20), the count, and previous/next. A count that stopped says "more than" and leaves the
 * number of pages out; the count always reaches past the page shown, so a next page exists.
 */
export function ListPagination({ page, pageSize, total, totalCapped = false, onPage, onPageSize }: Props) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="list-page__pagination" aria-label={t`Pagination`}>
      <SelectField
        className="list-page__page-size"
        label={t`Rows per page`}
        value={String(pageSize)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(event) => onPageSize(Number(event.target.value))}
      />
      <p className="list-page__count" aria-live="polite">
        {totalCapped ? (
          <>
            <Plural value={total} one="More than # result" other="More than # results" /> · {t`Page ${page}`}
          </>
        ) : (
          <>
            <Plural value={total} one="# result" other="# results" /> · {t`Page ${page} of ${pages}`}
          </>
        )}
      </p>
      <div className="list-page__pages">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Icon name="chevron-left" />
          {t`Previous`}
        </Button>
        <Button variant="secondary" size="sm" disabled={!totalCapped && page >= pages} onClick={() => onPage(page + 1)}>
          {t`Next`}
          <Icon name="chevron-right" />
        </Button>
      </div>
    </nav>
  );
}
