import { gstStates } from '@academy/shared/features/payments/gst';
import type { PriceQuote } from '@academy/shared/features/payments/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Select, TextField } from '../../../components/ui';
import { FieldGrid, FormModal, wideField } from '../../../components/ui/kit';
import { applyServerIssues } from '../../../components/ui/kit-item-form';
import { useSchemaForm } from '../../../components/ui/kit-schema-form';
import { messageOf } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatPaise } from '../../../lib/format';
import { useCouponQuote } from '../../coupons';
import { type PaymentOrderResult, useCreatePaymentOrder } from '../api/create-order';
import { CheckoutForm, checkoutDefaults, priceParts, readCouponCode } from '../lib/checkout-form';
import { stateNames } from '../lib/state-names';
import styles from './payments.module.css';

export interface CheckoutDialogProps {
  course: { id: string; title: string; price: number };
  onClose: () => void;
  /** The order to pay with Razorpay, or the enrolment a code that took the whole price made. */
  onOrder: (result: PaymentOrderResult) => void;
}

/**
 * Before Razorpay opens (issue 39): the buyer's state (the invoice's place of supply), optionally a GSTIN and
 * business name for a business invoice, a phone for the checkout, and a coupon code, priced by the server
 * (Apply). Pay creates the order; the server remembers the billing details for next time.
 */
export function CheckoutDialog({ course, onClose, onOrder }: CheckoutDialogProps) {
  const { t, i18n } = useLingui();
  const stateOptions = [
    { value: '', label: t`Choose your state` },
    ...gstStates.map((state) => ({ value: state.code, label: i18n._(stateNames[state.code]) })),
  ];
  const auth = useAuth();
  const order = useCreatePaymentOrder();
  const quote = useCouponQuote();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applied, setApplied] = useState<PriceQuote | null>(null);
  const { register, handleSubmit, setError, watch, field } = useSchemaForm(
    CheckoutForm,
    checkoutDefaults(auth.user?.profile),
  );
  const business = watch('business');
  // The state, the one thing every buyer gives, has the focus when the dialog opens.
  const stateRef = useRef<HTMLSelectElement | null>(null);
  const { ref: stateFieldRef, ...stateField } = field('billing.state');

  const apply = () => {
    const typed = readCouponCode(code);
    if ('error' in typed) {
      setCodeError(typed.error);
      return;
    }
    setCodeError(null);
    quote.mutate(
      { courseId: course.id, code: typed.code },
      {
        onSuccess: setApplied,
        onError: (error) => {
          setApplied(null);
          setCodeError(messageOf(error, t`This code could not be applied. Please try again.`));
        },
      },
    );
  };

  const submit = handleSubmit((values) => {
    // A code typed but not applied would be dropped without a word: the buyer applies or clears it first.
    if (code.trim() && !applied) {
      setCodeError(t`Apply this code first, or clear it to pay the full price.`);
      return;
    }
    order.mutate(
      { courseId: course.id, ...values, couponCode: applied?.couponCode ?? undefined },
      {
        onSuccess: (result) => {
          // The server keeps the details for the next checkout; the signed-in user's copy follows it.
          if (auth.user) {
            const profile = { ...auth.user.profile, billing: values.billing };
            auth.setUser({
              ...auth.user,
              profile: values.phone ? { ...profile, phone: values.phone } : profile,
            });
          }
          onOrder(result);
        },
        onError: (error) => applyServerIssues(error, setError, ['billing', 'phone'], ['billing']),
      },
    );
  });

  const price = priceParts(course.price, applied);
  const free = applied?.amount === 0;
  const priceNow = price.now;
  const appliedCode = applied?.couponCode;
  const saved = applied ? formatPaise(applied.discount) : '';

  return (
    <FormModal
      formId={`checkout-${course.id}`}
      title={t`Checkout`}
      description={course.title}
      size="md"
      initialFocus={stateRef}
      onSubmit={submit}
      onClose={onClose}
      busy={order.isPending}
      submitLabel={free ? t`Enrol for free` : t`Pay ${priceNow}`}
      busyText={free ? t`Enrolling…` : t`Creating order…`}
      error={order.isError && messageOf(order.error, t`Please try again.`)}
      errorTitle={t`Failed to create payment order`}
      intro={
        <p>
          {price.was && (
            <>
              <s>
                <span className="sr-only">{t`Was `}</span>
                {price.was}
              </s>{' '}
            </>
          )}
          <strong>{price.now}</strong> {price.note}
          <br />
          <small>
            <Trans>Prices include GST.</Trans>
          </small>
        </p>
      }
    >
      <FieldGrid>
        <Select
          label={t`State`}
          hint={t`Where you are: it decides the tax on your invoice.`}
          autoComplete="address-level1"
          options={stateOptions}
          className={wideField}
          ref={(node) => {
            stateFieldRef(node);
            stateRef.current = node;
          }}
          {...stateField}
        />
        <Checkbox
          label={t`I need a GST invoice for my business`}
          className={wideField}
          {...register('business')}
        />
        {business && (
          <>
            <TextField
              label={t`GSTIN`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={15}
              {...field('billing.gstin')}
            />
            <TextField
              label={t`Business name`}
              autoComplete="organization"
              {...field('billing.businessName')}
            />
          </>
        )}
        <TextField
          label={t`Mobile number`}
          optional
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t`For payment updates; 10 digits.`}
          className={wideField}
          {...field('phone')}
        />
      </FieldGrid>
      <div className={styles.coupon}>
        <TextField
          label={t`Coupon code`}
          optional
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          error={codeError ?? undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(null);
            setApplied(null);
          }}
          onKeyDown={(event) => {
            // Enter in the code applies it; it must not pay.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <Button variant="secondary" busy={quote.isPending} busyText={t`Applying…`} onClick={apply}>
          <Trans>Apply</Trans>
        </Button>
      </div>
      <p className="sr-only" role="status">
        {codeError}
      </p>
      {applied && (
        <Alert tone="success">
          <Trans>
            Code {appliedCode} applied: you save {saved}.
          </Trans>
        </Alert>
      )}
    </FormModal>
  );
}
