/** GET …/timeline's answer (src/server/loans/timeline-routes.ts), as the screens read it. */
import type { LoanEstimateBreakdown } from './loan-estimate.ts';
import type { NoticeSection } from './rescission-notice.ts';

export interface LoanEstimateView {
  status: 'preview' | 'issued';
  sentOn?: string;
  method?: string;
  receivedOn?: string;
  earliestConsummation?: string;
  dueDate?: string | null;
  breakdown: LoanEstimateBreakdown;
}

export interface TimelineView {
  trid: {
    applies: boolean | null;
    applicationCompleteAt: string | null;
    missing: string[];
    loanEstimateDue: string | null;
    loanEstimate: LoanEstimateView | null;
  };
  closing: { date: string | null; notBefore: { rule: string; date: string; why: string }[] };
  rescission: {
    closingDate: string;
    endsOn: string;
    moneyFrom: string;
    openEnd: boolean;
    notice: { title: string; sections: NoticeSection[] };
  } | null;
}
