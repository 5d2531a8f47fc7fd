import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/ui/toaster";
import { useUser } from "@/features/auth";

export const LOGIN_REDIRECT_MS = 500;

/**
 * Signed-out visitors of a members-only screen. "login": the spec's toast ('Unauthorized' / 'You are logged out.
 * Logging in again...') then /api/login after 500 ms (dashboard, extraction). "home": straight back to / (settings).
 */
export function useRequireAuth(onSignedOut: "login" | "home") {
  const auth = useUser();
  const navigate = useNavigate();
  const handled = useRef(false);
  const signedOut = !auth.isLoading && !auth.user;

  useEffect(() => {
    if (!signedOut || handled.current) return;
    handled.current = true;
    if (onSignedOut === "home") {
      navigate("/", { replace: true });
      return;
    }
    toast.error("Unauthorized", { description: "You are logged out. Logging in again..." });
    const timer = window.setTimeout(() => window.location.assign("/api/login"), LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut, onSignedOut, navigate]);

  return auth;
}
