/**
 * The Universal Loan Identifier (Reg C 1003.4(a)(1)(i), appendix C): the institution's LEI, its own identifier of
 * the loan, and two check digits by ISO/IEC 7064 MOD 97-10 (letters read as 10 to 35).
 */

/** The remainder mod 97 of the number the characters spell (A = 10 … Z = 35), worked digit by digit. */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text.toUpperCase()) {
    const digits = /[0-9]/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function uliCheckDigits(base: string): string {
  return String(98 - mod97(`${base}00`)).padStart(2, '0');
}

/** The LEI and the application's number, with its check digits: 20 + 11 + 2 characters. */
export function universalLoanIdentifier(lei: string, applicationId: number): string {
  const base = `${lei.toUpperCase()}A${String(applicationId).padStart(10, '0')}`;
  return `${base}${uliCheckDigits(base)}`;
}

/** Appendix C's validation: a ULI whose number is 1 mod 97 has no transcription error. */
export const uliCheckDigitsValid = (uli: string): boolean => /^[A-Z0-9]+$/i.test(uli) && mod97(uli) === 1;
