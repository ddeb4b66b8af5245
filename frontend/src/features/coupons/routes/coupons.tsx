import type { Coupon } from '@academy/shared/features/coupons/schemas';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PlusIcon, TicketIcon } from '../../../components/icons/icons';
import { Alert, Badge, Button } from '../../../components/ui';
import { ListRow, MetaItem, Page, PageHeader } from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { PagedListCard } from '../../../components/ui/kit-list';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCoupons } from '../api/list-coupons';
import { CouponFormModal } from '../components/coupon-form-modal';
import { CouponStatusBadge, couponCourseText } from '../components/coupon-status';
import { couponsBaseOf, discountText, usesText, windowText } from '../lib/coupon-form';

/**
 * Coupons (/instructor/coupons, /admin/coupons): New coupon opens the create form; the codes, newest first,
 * each with its course, discount, window in India's time, uses, and status, linked to its redemptions.
 */
export default function CouponsPage() {
  const { t } = useLingui();
  usePageTitle(t`Coupons`);
  const base = couponsBaseOf(useLocation().pathname);
  const admin = base === '/admin/coupons';
  const query = useCoupons();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Coupon | null>(null);
  const coupons = query.data?.pages.flatMap((page) => page.coupons) ?? [];
  const count = coupons.length;
  const createdCode = created?.code;
  const createdDiscount = created ? discountText(created) : '';

  return (
    <Page>
      <PageHeader
        eyebrow={t`Checkout`}
        title={t`Coupons`}
        lead={
          admin
            ? t`Codes that take money off a course, or every course, at checkout.`
            : t`Codes that take money off your courses at checkout.`
        }
        actions={
          <Button icon={<PlusIcon aria-hidden="true" />} onClick={() => setCreating(true)}>
            <Trans>New coupon</Trans>
          </Button>
        }
      />
      <div aria-live="polite">
        {created && (
          <Alert tone="success">
            <Trans>
              Coupon {createdCode} created ({createdDiscount}).
            </Trans>
          </Alert>
        )}
      </div>
      <PageQuery query={query} loading={t`Loading coupons`} failed={t`Coupons could not be loaded`}>
        {coupons.length === 0 ? (
          <EmptyCard
            icon={<TicketIcon />}
            title={t`No coupons yet`}
            description={t`Create a code and share it with your learners; it is listed here with its uses.`}
          />
        ) : (
          <PagedListCard
            title={t`Codes`}
            meta={plural(count, { one: '# code', other: '# codes' })}
            pages={query}
          >
            {coupons.map((coupon) => (
              <ListRow
                key={coupon.code}
                titleId={`coupon-${coupon.code}`}
                title={<Link to={`${base}/${encodeURIComponent(coupon.code)}`}>{coupon.code}</Link>}
                badge={<CouponStatusBadge coupon={coupon} />}
                description={couponCourseText(coupon)}
                facts={
                  <>
                    <MetaItem>
                      <Badge tone="purple">{discountText(coupon)}</Badge>
                    </MetaItem>
                    <MetaItem>{windowText(coupon)}</MetaItem>
                    <MetaItem>{usesText(coupon)}</MetaItem>
                  </>
                }
              />
            ))}
          </PagedListCard>
        )}
      </PageQuery>
      {creating && (
        <CouponFormModal
          siteWide={admin}
          onClose={() => setCreating(false)}
          onCreated={(coupon) => {
            setCreated(coupon);
            setCreating(false);
          }}
        />
      )}
    </Page>
  );
}
