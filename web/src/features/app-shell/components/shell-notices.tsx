import { createContext, useContext, type ReactNode } from "react";

/**
 * Notices every signed-in screen shows above its content (a pending team invitation). The app composes them
 * (app/providers.tsx), so the shell does not import the features that own them and they can use the shell.
 */
const ShellNoticesContext = createContext<ReactNode>(null);

export function ShellNoticesProvider({ notices, children }: { notices: ReactNode; children: ReactNode }) {
  return <ShellNoticesContext.Provider value={notices}>{children}</ShellNoticesContext.Provider>;
}

export function ShellNotices() {
  return <>{useContext(ShellNoticesContext)}</>;
}
