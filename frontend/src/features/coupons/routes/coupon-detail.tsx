import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'react-router-dom';
import { Badge, Card } from '../../../components/ui';
import { BackLink, ListRow, MetaItem, Page, PageHeader } from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { PagedListCard } from '../../../components/ui/kit-list';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { formatDateTime, formatPaise } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCouponDetail } from '../api/get-coupon';
import { CouponStatusBadge, couponCourseText } from '../components/coupon-status';
import { COUPON_TIME_ZONE, couponsBaseOf, discountText, usesText, windowText } from '../lib/coupon-form';

/**
 * One coupon (/instructor/coupons/:code, /admin/coupons/:code): its terms, then who used it, newest first
 * (student, course, paid, taken off, when), a page at a time.
 */
export default function CouponDetailPage() {
  const code = useParams().code ?? '';
  const { t } = useLingui();
  usePageTitle(t`Coupon ${code}`);
  const base = couponsBaseOf(useLocation().pathname);
  const query = useCouponDetail(code);
  const coupon = query.data?.pages[0]?.coupon;
  const redemptions = query.data?.pages.flatMap((page) => page.redemptions) ?? [];
  const count = redemptions.length;
  const createdBy = coupon?.createdBy.name;

  return (
    <Page>
      <PageHeader
        back={
          <BackLink to={base}>
            <Trans>All coupons</Trans>
          </BackLink>
        }
        eyebrow={t`Coupon`}
        title={code}
        lead={coupon && `${discountText(coupon)} · ${couponCourseText(coupon)}`}
      />
      <PageQuery
        query={query}
        loading={t`Loading the coupon`}
        failed={t`The coupon could not be loaded`}
        refusalIsFinal
      >
        {coupon && (
          <Card>
            <p>
              <CouponStatusBadge coupon={coupon} /> {windowText(coupon)} · {usesText(coupon)} ·{' '}
              <Trans>created by {createdBy}</Trans>
            </p>
          </Card>
        )}
        {redemptions.length === 0 ? (
          <EmptyCard
            title={t`Not used yet`}
            description={t`Each enrolment that uses this code is listed here.`}
          />
        ) : (
          <PagedListCard
            title={t`Redemptions`}
            meta={plural(count, { one: '# redemption', other: '# redemptions' })}
            pages={query}
          >
            {redemptions.map((redemption) => {
              const paid = formatPaise(redemption.amount);
              return (
                <ListRow
                  key={redemption.orderId}
                  titleId={`redemption-${redemption.orderId}`}
                  title={redemption.student.name}
                  description={`${redemption.student.email} · ${redemption.course.title}`}
                  facts={
                    <>
                      <MetaItem>
                        <Trans>Paid {paid}</Trans>
                      </MetaItem>
                      <MetaItem>
                        <Badge tone="purple">−{formatPaise(redemption.discount)}</Badge>
                      </MetaItem>
                      <MetaItem>{formatDateTime(redemption.redeemedAt, COUPON_TIME_ZONE)} IST</MetaItem>
                    </>
                  }
                />
              );
            })}
          </PagedListCard>
        )}
      </PageQuery>
    </Page>
  );
}
