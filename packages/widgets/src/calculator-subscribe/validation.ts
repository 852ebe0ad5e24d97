import { CALCULATOR_SUBSCRIBE_TEXT as TEXT } from "./constants.ts";

/** §5: non-space text, an @, non-space text, a dot and more non-space text. */
const EMAIL_SHAPE = /^\S+@\S+\.\S+$/;

export interface DetailsProblems {
  fullName: string | null;
  email: string | null;
}

/** The details step's messages (investor-tools.md §5); both null when the step may go on. */
export function detailsProblems(fullName: string, email: string): DetailsProblems {
  return {
    fullName: fullName.trim() === "" ? TEXT.nameMissing : null,
    email: EMAIL_SHAPE.test(email.trim()) ? null : TEXT.emailInvalid,
  };
}

export const detailsComplete = (fullName: string, email: string) => {
  const problems = detailsProblems(fullName, email);
  return problems.fullName === null && problems.email === null;
};
