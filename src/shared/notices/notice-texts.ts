/**
 * The prescribed words of a notice of action (DOMAIN.md 5): the ECOA notice of Reg B 1002.9(b)(1), the FCRA
 * 615(a) statement of form C-1, the credit score disclosure of model form C-3 and the 609(g) "Notice to Home Loan
 * Applicant" (15 USC 1681g(g)(1)(D)). Kept word for word; the agency, bureau and figures are filled in beside them.
 */

export const ECOA_NOTICE =
  "The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is:";

export const FCRA_ADVERSE_ACTION = [
  'Our credit decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency. The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you. You also have a right to a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice. In addition, if you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.',
];

export const FCRA_SCORE_DISCLOSURE = [
  'We also obtained your credit score from this consumer reporting agency and used it in making our credit decision. Your credit score is a number that reflects the information in your consumer report. Your credit score can change, depending on how the information in your consumer report changes.',
];

export const HOME_LOAN_APPLICANT_NOTICE = [
  'In connection with your application for a home loan, the lender must disclose to you the score that a consumer reporting agency distributed to users and the lender used in connection with your home loan, and the key factors affecting your credit scores.',
  'The credit score is a computer generated summary calculated at the time of the request and based on information that a consumer reporting agency or lender has on file. The scores are based on data about your credit history and payment patterns. Credit scores are important because they are used to assist the lender in determining whether you will obtain a loan. They may also be used to determine what interest rate you may be offered on the mortgage. Credit scores can change over time, depending on your conduct, how your credit history and payment patterns change, and how credit scoring technologies change.',
  'Because the score is based on information in your credit history, it is very important that you review the credit-related information that is being furnished to make sure it is accurate. Credit records may vary from one company to another.',
  'If you have questions about your credit score or the credit information that is furnished to you, contact the consumer reporting agency at the address and telephone number provided with this notice, or contact the lender, if the lender developed or generated the credit score. The consumer reporting agency plays no part in the decision to take any action on the loan application and is unable to provide you with specific reasons for the decision on a loan application.',
  'If you have questions concerning the terms of the loan, contact the lender.',
];

export const ACTION_STATEMENTS = {
  denied:
    'Thank you for your recent application. Your request for home equity credit was carefully considered, and we regret that we are unable to approve it at this time, for the reasons below.',
  incomplete:
    'Thank you for your recent application. We could not finish reviewing your request for home equity credit, because we could not obtain the information below. Once it is available, we can review your application again.',
  counteroffer:
    'Thank you for your recent application. We were unable to approve the amount of home equity credit you asked for, for the reasons below. We offered you a smaller amount instead; because that offer was not accepted, this is our notice of the action taken on your request.',
} as const;

export const NO_KEY_FACTORS = 'The consumer reporting agency did not report key factors with this score.';
