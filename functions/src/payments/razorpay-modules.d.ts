/**
 * The module of the `razorpay` package the order call runs: its orders resource (on our transport, razorpay.ts).
 * The package ships types for its main entry only; these reuse them.
 */
declare module 'razorpay/dist/resources/orders' {
  import type orders from 'razorpay/dist/types/orders';

  const create: typeof orders;
  export default create;
}
