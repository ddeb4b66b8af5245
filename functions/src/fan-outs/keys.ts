/**
 * The fan-outs feature's item: a fan-out job still to finish: their keys, beside the access patterns that use
 * them (docs/data-model.md, "APn"). Only this feature builds them; another feature that reads or writes one of
 * these items in its own request asks this feature's service for the piece (docs/features.md). The prefixes come
 * from the registry in lib/keys.ts, whose test proves them unique.
 */
export const keys = {
  /**
   * A fan-out still to finish (a new session or assignment reaching every enrolled student), written in the
   * transaction that creates the thing and deleted when the last page is written; the scheduled
   * `resumeFanOuts` finishes any left behind. One partition for all: they are few and short-lived.
   */
  fanOutJob: (kind: string, id: string) => ({ PK: 'FANOUTS', SK: `${kind}#${id}` }),
};
