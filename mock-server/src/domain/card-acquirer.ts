import { DECLINE_NEXT_MAX, DECLINING_TEST_CARDS } from '@storefront/contracts/control-api';
import type { CardDeclineReason, CardsAnswer } from '@storefront/contracts/control-api';

/**
 * The mock's card acquirer: it authorises every card the card rule lets through, except the test
 * numbers that always decline (DECLINING_TEST_CARDS, as payment providers' test modes have) and the
 * next payments the control API asked it to decline (`POST /__mock/cards/decline-next`). Kept in
 * memory: a restart or `POST /__mock/reset` forgets an armed decline.
 */
export class CardAcquirer {
  private declines = 0;
  private reason: CardDeclineReason = 'declined';

  /** Declines the next `times` card payments, whatever their number. */
  declineNext(times = 1, reason: CardDeclineReason = 'declined'): void {
    this.declines = Math.min(DECLINE_NEXT_MAX, Math.max(0, Math.floor(times)));
    this.reason = reason;
  }

  clear(): void {
    this.declines = 0;
    this.reason = 'declined';
  }

  /** The decline reason for a card (its digits only), or undefined when it is authorised. */
  authorise(digits: string): CardDeclineReason | undefined {
    if (this.declines > 0) {
      this.declines -= 1;
      return this.reason;
    }
    return Object.hasOwn(DECLINING_TEST_CARDS, digits) ? DECLINING_TEST_CARDS[digits] : undefined;
  }

  view(): CardsAnswer {
    return {
      declineNext: this.declines,
      reason: this.declines > 0 ? this.reason : null,
      testCards: Object.entries(DECLINING_TEST_CARDS).map(([number, reason]) => ({
        number,
        reason,
      })),
    };
  }
}
