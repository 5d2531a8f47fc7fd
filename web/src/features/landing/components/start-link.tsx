import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ArrowRightIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useUser } from "@/features/auth";

/**
 * The landing's sign-up buttons: visitors start the trial at the login endpoint; someone already signed in has
 * nothing to start and goes to the dashboard instead (offering them a trial they already have reads as a bug).
 */
export function StartLink({ children, className, ...props }: { children: ReactNode } & Pick<ButtonProps, "className" | "size" | "variant">) {
  const { user } = useUser();
  return (
    <Button asChild className={className} {...props}>
      {user ? (
        <Link to="/dashboard">
          Go to dashboard <ArrowRightIcon aria-hidden="true" />
        </Link>
      ) : (
        <a href="/api/login">
          {children} <ArrowRightIcon aria-hidden="true" />
        </a>
      )}
    </Button>
  );
}
