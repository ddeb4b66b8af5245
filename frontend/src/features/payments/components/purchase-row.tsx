import type { Purchase } from '@academy/shared/features/payments/schemas';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon } from '../../../components/icons/icons';
import { Badge, Button } from '../../../components/ui';
import { ListRow, MetaItem } from '../../../components/ui/kit';
import { formatDate, formatDateTime } from '../../../lib/format';
import { invoicePending } from '../api/list-my-purchases';
import { mayAskRefund, paidText, refundLooks } from '../lib/purchase-text';

type TaxDocumentRef = NonNullable<Purchase['invoice']>;

interface PurchaseRowProps {
  purchase: Purchase;
  /** The document being opened, if any. */
  opening: string | undefined;
  onOpen: (document: TaxDocumentRef) => void;
  onAskRefund: (purchase: Purchase) => void;
}

function DocumentLink({
  document,
  opening,
  onOpen,
}: {
  document: TaxDocumentRef;
  opening: string | undefined;
  onOpen: (document: TaxDocumentRef) => void;
}) {
  const { t } = useLingui();
  const { number } = document;
  const invoice = document.kind === 'invoice';
  return (
    <MetaItem>
      {invoice ? <Trans>Invoice {number}</Trans> : <Trans>Credit note {number}</Trans>}{' '}
      <Button
        size="sm"
        variant="ghost"
        icon={<DownloadIcon aria-hidden="true" />}
        busy={opening === document.id}
        busyText={t`Opening…`}
        aria-label={invoice ? t`Download invoice ${number}` : t`Download credit note ${number}`}
        onClick={() => onOpen(document)}
      >
        <Trans>Download</Trans>
      </Button>
    </MetaItem>
  );
}

/**
 * One purchase on My purchases: the course, when and what was paid (the code's discount), the payment id, the
 * invoice (or that it is being prepared) and credit note, the refund's state, and Ask for a refund while the
 * window is open.
 */
export function PurchaseRow({ purchase, opening, onOpen, onAskRefund }: PurchaseRowProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { refund } = purchase;
  const paid = paidText(purchase);
  const paidAt = formatDateTime(purchase.paidAt);
  const paymentId = purchase.paymentId;
  const decisionReason = refund?.decisionReason;
  const refundableUntil = purchase.refundableUntil && formatDate(purchase.refundableUntil);
  const titleId = `purchase-${purchase.orderId}`;
  return (
    <ListRow
      titleId={titleId}
      title={purchase.course.title}
      badge={
        refund && (
          <Badge tone={refundLooks[refund.status].tone}>{i18n._(refundLooks[refund.status].label)}</Badge>
        )
      }
      description={t`${paid} · paid ${paidAt}`}
      facts={
        <>
          {paymentId && (
            <MetaItem>
              <Trans>Payment {paymentId}</Trans>
            </MetaItem>
          )}
          {purchase.invoice ? (
            <DocumentLink document={purchase.invoice} opening={opening} onOpen={onOpen} />
          ) : (
            invoicePending(purchase) && (
              <MetaItem>
                <Trans>Invoice being prepared…</Trans>
              </MetaItem>
            )
          )}
          {purchase.creditNote && (
            <DocumentLink document={purchase.creditNote} opening={opening} onOpen={onOpen} />
          )}
          {refund && decisionReason && (
            <MetaItem>
              {refund.status === 'declined' ? (
                <Trans>Declined: {decisionReason}</Trans>
              ) : (
                <Trans>Note: {decisionReason}</Trans>
              )}
            </MetaItem>
          )}
          {mayAskRefund(purchase) && refundableUntil && (
            <MetaItem>
              <Trans>Refundable until {refundableUntil}</Trans>
            </MetaItem>
          )}
        </>
      }
      actions={
        mayAskRefund(purchase) && (
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={titleId}
            onClick={() => onAskRefund(purchase)}
          >
            <Trans>Ask for a refund</Trans>
          </Button>
        )
      }
    />
  );
}
