/** A problem the person running the stack can fix; printed as one line, without a stack trace. */
export class LocalStackError extends Error {}
