/**
 * The borrower's pick on the options screen. Choosing an offer is posted without waiting (spec 7.2), but
 * Continue must not overtake it: the pending call is kept here, per application, for Continue to await.
 */
export interface PendingChoice {
  productId: string;
  done: Promise<unknown>;
}

const pending = new Map<string, PendingChoice>();

export const offerChoices = {
  set(appId: string, choice: PendingChoice): void {
    // A failed post is reported when Continue awaits it; no unhandled rejection before that.
    choice.done.catch(() => undefined);
    pending.set(appId, choice);
  },
  get(appId: string): PendingChoice | undefined {
    return pending.get(appId);
  },
  clear(appId: string): void {
    pending.delete(appId);
  },
};
