import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toaster";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { useSubscribeNewsletter } from "../api/subscribe-newsletter";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const subscribe = useSubscribeNewsletter();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    subscribe.mutate(
      { email },
      {
        onSuccess: (result) => {
          setEmail("");
          toast.success(result.alreadySubscribed ? "You're already subscribed" : "Thanks for subscribing!", {
            description: result.alreadySubscribed
              ? `${result.email} is already on our list.`
              : `We'll send product news and tips to ${result.email}.`,
          });
        },
        onError: (err) => {
          toast.error("Subscription failed", {
            description: err instanceof ApiError ? err.serverMessage : "Please try again.",
          });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-labelledby="newsletter-title">
      <p id="newsletter-title" className="text-sm font-semibold">Stay in the loop</p>
      <p className="text-sm text-muted-foreground">Product updates and layout tips, once a month.</p>
      <div className="mt-1 flex gap-2">
        <Label htmlFor="newsletter-email" className="sr-only">Email address</Label>
        <Input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="bg-background"
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
    </form>
  );
}
