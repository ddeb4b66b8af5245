/**
 * The two modules of the `razorpay` package the order and refund calls run: its request layer and its orders
 * resource.
 * The package ships types for its main entry only; these reuse them.
 */
declare module 'razorpay/dist/api' {
  export default class API {
    constructor(options: {
      hostUrl: string;
      ua: string;
      key_id?: string;
      key_secret?: string;
      headers?: Record<string, string>;
    });
    /** The SDK's axios instance: its base address, basic auth and user agent on every call. */
    rq: {
      defaults: { baseURL: string };
      post<T>(
        url: string,
        data: unknown,
        config?: { headers?: Record<string, string> },
      ): Promise<{ data: T }>;
    };
  }
}

declare module 'razorpay/dist/resources/orders' {
  import type orders from 'razorpay/dist/types/orders';

  const create: typeof orders;
  export default create;
}
