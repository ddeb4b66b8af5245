import type { Purchase } from '@academy/shared/features/payments/schemas';
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
  label,
  opening,
  onOpen,
}: {
  document: TaxDocumentRef;
  label: string;
  opening: string | undefined;
  onOpen: (document: TaxDocumentRef) => void;
}) {
  return (
    <MetaItem>
      {label} {document.number}{' '}
      <Button
        size="sm"
        variant="ghost"
        icon={<DownloadIcon aria-hidden="true" />}
        busy={opening === document.id}
        busyText="Opening…"
        aria-label={`Download ${label.toLowerCase()} ${document.number}`}
        onClick={() => onOpen(document)}
      >
        Download
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
  const { refund } = purchase;
  const titleId = `purchase-${purchase.orderId}`;
  return (
    <ListRow
      titleId={titleId}
      title={purchase.course.title}
      badge={
        refund && <Badge tone={refundLooks[refund.status].tone}>{refundLooks[refund.status].label}</Badge>
      }
      description={`${paidText(purchase)} · paid ${formatDateTime(purchase.paidAt)}`}
      facts={
        <>
          {purchase.paymentId && <MetaItem>Payment {purchase.paymentId}</MetaItem>}
          {purchase.invoice ? (
            <DocumentLink document={purchase.invoice} label="Invoice" opening={opening} onOpen={onOpen} />
          ) : (
            invoicePending(purchase) && <MetaItem>Invoice being prepared…</MetaItem>
          )}
          {purchase.creditNote && (
            <DocumentLink
              document={purchase.creditNote}
              label="Credit note"
              opening={opening}
              onOpen={onOpen}
            />
          )}
          {refund?.decisionReason && (
            <MetaItem>
              {refund.status === 'declined' ? 'Declined' : 'Note'}: {refund.decisionReason}
            </MetaItem>
          )}
          {mayAskRefund(purchase) && purchase.refundableUntil && (
            <MetaItem>Refundable until {formatDate(purchase.refundableUntil)}</MetaItem>
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
            Ask for a refund
          </Button>
        )
      }
    />
  );
}
