import { createContext, useContext } from 'react';

/** Called when the server says the session has ended (401): the desk asks to sign in again. */
export const SignedOutContext = createContext<() => void>(() => undefined);

export function useSignedOut(): () => void {
  return useContext(SignedOutContext);
}
