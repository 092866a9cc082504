import { Badge, Button, SegmentedControl } from '@mantine/core';
import { KYC_SUBMISSION_STATUSES, type KycSubmissionStatus } from '@platform/contract/kyc';
import type { KycReview } from '@platform/contract/kyc-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useKycReviews } from './api/use-kyc-reviews.ts';
import { ReviewDialog } from './review-dialog.tsx';

const column = createColumnHelper<KycReview>();
const PAGE_SIZE = 20;
export const STATUS_COLORS = { pending: 'yellow', approved: 'teal', rejected: 'red' } as const;

/** The KYC queue: pending submissions oldest first, and the decided ones by status. */
export function KycReviewsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<KycSubmissionStatus>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<KycReview | null>(null);
  const reviews = useKycReviews({ status, pageNo, pageSize: PAGE_SIZE });

  const columns = [
    column.accessor('createdAt', { header: t('kyc.sentAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('memberAccount', { header: t('kyc.player') }),
    column.accessor((row) => row.profile?.fullName ?? '', { id: 'fullName', header: t('kyc.fullName') }),
    column.accessor('idType', { header: t('kyc.idType'), cell: (c) => t(`kyc.idTypes.${c.getValue()}`) }),
    column.accessor('status', {
      header: t('kyc.status'),
      cell: (c) => (
        <Badge variant="light" color={STATUS_COLORS[c.getValue()]}>
          {t(`kyc.statuses.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'open',
      header: '',
      cell: ({ row }) => (
        <Button size="compact-sm" variant="light" onClick={() => setOpen(row.original)}>
          {t('kyc.open', { account: row.original.memberAccount })}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('kyc.reviewsTitle')} />
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(value) => {
          setStatus(value as KycSubmissionStatus);
          setPageNo(1);
        }}
        data={KYC_SUBMISSION_STATUSES.map((value) => ({ value, label: t(`kyc.statuses.${value}`) }))}
      />
      <DataTable
        caption={t('kyc.reviewsTitle')}
        columns={columns as never}
        rows={reviews.data?.list}
        total={reviews.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={reviews.isLoading}
      />
      {open && <ReviewDialog review={open} onClose={() => setOpen(null)} />}
    </>
  );
}
