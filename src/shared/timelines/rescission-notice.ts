/**
 * The notice of the right to cancel (12 CFR 1026.15(b), 1026.23(b); model forms G-5 for a line of credit and H-8 for
 * a loan): the security interest, the right to cancel within 3 business days, what cancelling does, how to cancel,
 * and the date the period ends. Built from the lender's name and address and the dates, the same on both sides.
 */
import { dayWithWeekday } from '../format.ts';

export interface RescissionNoticeInput {
  openEnd: boolean;
  closingDate: string;
  endsOn: string;
  lenderName: string;
  lenderAddress: string;
}

export interface NoticeSection {
  heading: string;
  paragraphs: string[];
}

export const RESCISSION_NOTICE_TITLE = 'Notice of your right to cancel';

export function rescissionNotice(input: RescissionNoticeInput): NoticeSection[] {
  const closing = dayWithWeekday(input.closingDate);
  const ends = dayWithWeekday(input.endsOn);
  const what = input.openEnd ? 'the account' : 'this transaction';
  return [
    {
      heading: 'Your right to cancel',
      paragraphs: [
        input.openEnd
          ? `We have agreed to establish an open-end credit account for you, and you have agreed to give us a security interest on your home as security for the account. You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events: (1) the opening date of your account, which is ${closing}; or (2) the date you received your Truth in Lending disclosures; or (3) the date you received this notice of your right to cancel the account.`
          : `You are entering into a transaction that will result in a security interest on your home. You have a legal right under federal law to cancel this transaction, without cost, within three business days from whichever of the following events occurs last: (1) the date of the transaction, which is ${closing}; or (2) the date you received your Truth in Lending disclosures; or (3) the date you received this notice of your right to cancel.`,
        `If you cancel ${what}, the security interest on your home is also cancelled. Within 20 calendar days after we receive your notice, we must take the steps necessary to reflect the fact that the security interest on your home has been cancelled, and we must return to you any money or property you have given to us or to anyone else in connection with ${what}.`,
        'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property. If it is impractical or unfair for you to return the property, you must offer its reasonable value. Money must be returned to the address below. If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
      ],
    },
    {
      heading: 'How to cancel',
      paragraphs: [
        `If you decide to cancel ${what}, you may do so by notifying us in writing, at ${input.lenderName}, ${input.lenderAddress}.`,
        'You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing it. Keep one copy of this notice because it contains important information about your rights.',
        `If you cancel by mail, you must send the notice no later than midnight of ${ends} (or midnight of the third business day following the latest of the three events listed above). If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.`,
      ],
    },
  ];
}
