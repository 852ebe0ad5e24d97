import { createContext, useContext } from "react";

/** Shows a success confirmation for an action just done (issue 50), across a navigation. */
export type ConfirmAction = (message: string) => void;

export const ConfirmActionContext = createContext<ConfirmAction | null>(null);

/**
 * The site's "it worked" after an action (sign-up, a course bought, a password reset): the
 * house's success toast, shown even when the action moved the person to another page. Outside
 * the site's routes (a widget alone) there is nobody to show it, so it does nothing.
 */
export function useConfirmAction(): ConfirmAction {
  return useContext(ConfirmActionContext) ?? ignore;
}

const ignore: ConfirmAction = () => {};
