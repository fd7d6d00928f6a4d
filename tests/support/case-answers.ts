/** The answers helpers live with the studio's case runner (src/shared/cases/case-answers.ts); re-exported here. */
export * from '../../src/shared/cases/case-answers.ts';
